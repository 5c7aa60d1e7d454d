/* A library whose JNI_OnLoad asks for a JNI version no VM offers: loading
 * it must fail with UnsatisfiedLinkError (test/jni/JniTest.java). */
#include <jni.h>

JNIEXPORT jint JNICALL JNI_OnLoad(JavaVM* vm, void* reserved) {
  (void)vm;
  (void)reserved;
  return 0x7fff0000;
}
