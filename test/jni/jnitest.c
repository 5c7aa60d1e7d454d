/* The native library of test/jni/JniTest.java (with jnitest_calls.c):
 * JNI_OnLoad, RegisterNatives, natives of every type, fields, strings and
 * arrays. Every function is written against the JNI specification only, so
 * that the program prints the same on HotSpot (which recorded the golden
 * output) and on Loupe. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "jnitest.h"

/* ---- helpers ---- */

void out_add(Out* out, const char* fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int n = vsnprintf(out->text + out->len, sizeof out->text - out->len, fmt, ap);
  va_end(ap);
  if (n > 0) out->len += (size_t)n;
  if (out->len >= sizeof out->text) out->len = sizeof out->text - 1;
}

void out_string(JNIEnv* env, Out* out, jstring s) {
  if (s == NULL) {
    out_add(out, "null");
    return;
  }
  const char* chars = (*env)->GetStringUTFChars(env, s, NULL);
  out_add(out, "%s", chars);
  (*env)->ReleaseStringUTFChars(env, s, chars);
}

jstring out_result(JNIEnv* env, Out* out) { return (*env)->NewStringUTF(env, out->text); }

/* toString() of any object, appended. */
void out_object(JNIEnv* env, Out* out, jobject o) {
  if (o == NULL) {
    out_add(out, "null");
    return;
  }
  jclass object = (*env)->FindClass(env, "java/lang/Object");
  jmethodID to_string = (*env)->GetMethodID(env, object, "toString", "()Ljava/lang/String;");
  jstring s = (jstring)(*env)->CallObjectMethod(env, o, to_string);
  out_string(env, out, s);
  (*env)->DeleteLocalRef(env, s);
  (*env)->DeleteLocalRef(env, object);
}

/* Appends the pending exception as toString() and clears it. */
void out_exception(JNIEnv* env, Out* out) {
  jthrowable e = (*env)->ExceptionOccurred(env);
  if (e == NULL) {
    out_add(out, "no exception");
    return;
  }
  (*env)->ExceptionClear(env);
  out_object(env, out, e);
  (*env)->DeleteLocalRef(env, e);
}

jclass values_class(JNIEnv* env) { return (*env)->FindClass(env, "JniTest$Values"); }

jboolean holds_lock(JNIEnv* env, jobject obj) {
  jclass thread = (*env)->FindClass(env, "java/lang/Thread");
  jmethodID holds = (*env)->GetStaticMethodID(env, thread, "holdsLock", "(Ljava/lang/Object;)Z");
  return (*env)->CallStaticBooleanMethod(env, thread, holds, obj);
}

void collect(JNIEnv* env) {
  jclass system = (*env)->FindClass(env, "java/lang/System");
  (*env)->CallStaticVoidMethod(env, system, (*env)->GetStaticMethodID(env, system, "gc", "()V"));
}
/* ---- JNI_OnLoad and RegisterNatives ---- */

static int on_load_count;

static jint JNICALL registered_impl(JNIEnv* env, jclass cls, jint x) {
  UNUSED(env);
  UNUSED(cls);
  return x * 2 + 1;
}

static jint JNICALL rebound_impl(JNIEnv* env, jclass cls) {
  UNUSED(env);
  UNUSED(cls);
  return 2;
}

static jint JNICALL never_called(JNIEnv* env, jclass cls) {
  UNUSED(env);
  UNUSED(cls);
  return -1;
}

JNIEXPORT jint JNICALL JNI_OnLoad(JavaVM* vm, void* reserved) {
  UNUSED(reserved);
  JNIEnv* env;
  if ((*vm)->GetEnv(vm, (void**)&env, JNI_VERSION_1_8) != JNI_OK) return JNI_ERR;
  ++on_load_count;
  jclass cls = (*env)->FindClass(env, "JniTest");
  if (cls == NULL) return JNI_ERR;
  JNINativeMethod m = {"registered", "(I)I", (void*)registered_impl};
  if ((*env)->RegisterNatives(env, cls, &m, 1) != 0) return JNI_ERR;
  return JNI_VERSION_1_8;
}

JNIEXPORT jint JNICALL Java_JniTest_onLoadCount(JNIEnv* env, jclass cls) {
  UNUSED(env);
  UNUSED(cls);
  return on_load_count;
}

JNIEXPORT jint JNICALL Java_JniTest_rebindable(JNIEnv* env, jclass cls) {
  UNUSED(env);
  UNUSED(cls);
  return 1;
}

JNIEXPORT void JNICALL Java_JniTest_rebind(JNIEnv* env, jclass cls) {
  JNINativeMethod m = {"rebindable", "()I", (void*)rebound_impl};
  (*env)->RegisterNatives(env, cls, &m, 1);
}

JNIEXPORT jstring JNICALL Java_JniTest_registerErrors(JNIEnv* env, jclass cls) {
  Out out = {0};
  JNINativeMethod not_native = {"helper", "()I", (void*)never_called};
  jint rc = (*env)->RegisterNatives(env, cls, &not_native, 1);
  out_add(&out, "rc<0: %d ", rc < 0);
  out_exception(env, &out);
  JNINativeMethod wrong_signature = {"registered", "(J)I", (void*)never_called};
  rc = (*env)->RegisterNatives(env, cls, &wrong_signature, 1);
  out_add(&out, " | rc<0: %d ", rc < 0);
  out_exception(env, &out);
  return out_result(env, &out);
}

/* ---- natives of every type ---- */

JNIEXPORT jboolean JNICALL Java_JniTest_not(JNIEnv* env, jclass cls, jboolean b) {
  UNUSED(env);
  UNUSED(cls);
  return !b;
}

JNIEXPORT jbyte JNICALL Java_JniTest_addBytes(JNIEnv* env, jclass cls, jbyte a, jbyte b) {
  UNUSED(env);
  UNUSED(cls);
  return (jbyte)(a + b);
}

JNIEXPORT jchar JNICALL Java_JniTest_nextChar(JNIEnv* env, jclass cls, jchar c) {
  UNUSED(env);
  UNUSED(cls);
  return (jchar)(c + 1);
}

JNIEXPORT jshort JNICALL Java_JniTest_mulShorts(JNIEnv* env, jclass cls, jshort a, jshort b) {
  UNUSED(env);
  UNUSED(cls);
  return (jshort)(a * b);
}

JNIEXPORT jint JNICALL Java_JniTest_addInts(JNIEnv* env, jclass cls, jint a, jint b, jint c, jint d, jint e,
                                            jint f, jint g, jint h, jint i, jint j) {
  UNUSED(env);
  UNUSED(cls);
  return a + 2 * b + 3 * c + 4 * d + 5 * e + 6 * f + 7 * g + 8 * h + 9 * i + 10 * j;
}

JNIEXPORT jlong JNICALL Java_JniTest_addLongs(JNIEnv* env, jclass cls, jlong a, jlong b) {
  UNUSED(env);
  UNUSED(cls);
  return (jlong)((unsigned long long)a + (unsigned long long)b);
}

JNIEXPORT jfloat JNICALL Java_JniTest_mulFloats(JNIEnv* env, jclass cls, jfloat a, jfloat b) {
  UNUSED(env);
  UNUSED(cls);
  return a * b;
}

/* Weighted, so that an argument in the wrong place changes the result. */
JNIEXPORT jdouble JNICALL Java_JniTest_mixed(JNIEnv* env, jclass cls, jint i, jdouble d, jlong l, jfloat f, jbyte b,
                                             jchar c, jshort s, jboolean z, jdouble d2, jfloat f2, jlong l2, jint i2,
                                             jdouble d3, jfloat f3, jdouble d4, jfloat f4, jdouble d5, jdouble d6,
                                             jdouble d7, jdouble d8, jdouble d9) {
  UNUSED(env);
  UNUSED(cls);
  return i + 2 * d + 3.0 * (double)l + 4 * f + 5 * b + 6 * c + 7 * s + 8 * z + 9 * d2 + 10 * f2 + 11.0 * (double)l2 +
         12 * i2 + 13 * d3 + 14 * f3 + 15 * d4 + 16 * f4 + 17 * d5 + 18 * d6 + 19 * d7 + 20 * d8 + 21 * d9;
}

JNIEXPORT jobject JNICALL Java_JniTest_identity(JNIEnv* env, jclass cls, jobject o) {
  UNUSED(env);
  UNUSED(cls);
  return o;
}

JNIEXPORT jstring JNICALL Java_JniTest_className(JNIEnv* env, jclass cls, jobject o) {
  UNUSED(cls);
  jclass k = (*env)->GetObjectClass(env, o);
  jclass class_class = (*env)->FindClass(env, "java/lang/Class");
  jmethodID get_name = (*env)->GetMethodID(env, class_class, "getName", "()Ljava/lang/String;");
  return (jstring)(*env)->CallObjectMethod(env, k, get_name);
}

JNIEXPORT void JNICALL Java_JniTest_nothing(JNIEnv* env, jclass cls) {
  UNUSED(env);
  UNUSED(cls);
}

JNIEXPORT jint JNICALL Java_JniTest_over__I(JNIEnv* env, jclass cls, jint x) {
  UNUSED(env);
  UNUSED(cls);
  return x + 1;
}

JNIEXPORT jint JNICALL Java_JniTest_over__Ljava_lang_String_2(JNIEnv* env, jclass cls, jstring s) {
  UNUSED(cls);
  return (*env)->GetStringLength(env, s);
}

JNIEXPORT jint JNICALL Java_JniTest_with_1under_00024dollar(JNIEnv* env, jclass cls) {
  UNUSED(env);
  UNUSED(cls);
  return 7;
}

JNIEXPORT jint JNICALL Java_JniTest_00024Inner_inner(JNIEnv* env, jclass cls) {
  UNUSED(env);
  UNUSED(cls);
  return 8;
}

/* ---- fields ---- */

JNIEXPORT jint JNICALL Java_JniTest_bump(JNIEnv* env, jobject self, jint by) {
  jclass cls = (*env)->GetObjectClass(env, self);
  jfieldID counter = (*env)->GetFieldID(env, cls, "counter", "I");
  jint value = (*env)->GetIntField(env, self, counter) + by;
  (*env)->SetIntField(env, self, counter, value);
  return value;
}

JNIEXPORT jstring JNICALL Java_JniTest_relabel(JNIEnv* env, jobject self, jstring suffix) {
  jclass cls = (*env)->GetObjectClass(env, self);
  jfieldID label = (*env)->GetFieldID(env, cls, "label", "Ljava/lang/String;");
  jstring old = (jstring)(*env)->GetObjectField(env, self, label);
  Out out = {0};
  out_string(env, &out, old);
  out_string(env, &out, suffix);
  (*env)->SetObjectField(env, self, label, out_result(env, &out));
  return old;
}

JNIEXPORT void JNICALL Java_JniTest_fillFields(JNIEnv* env, jobject self) {
  jclass cls = (*env)->GetObjectClass(env, self);
  (*env)->SetBooleanField(env, self, (*env)->GetFieldID(env, cls, "flag", "Z"), JNI_TRUE);
  (*env)->SetByteField(env, self, (*env)->GetFieldID(env, cls, "small", "B"), -12);
  (*env)->SetCharField(env, self, (*env)->GetFieldID(env, cls, "letter", "C"), 'Q');
  (*env)->SetShortField(env, self, (*env)->GetFieldID(env, cls, "mid", "S"), 31000);
  (*env)->SetLongField(env, self, (*env)->GetFieldID(env, cls, "big", "J"), (jlong)1 << 50);
  (*env)->SetFloatField(env, self, (*env)->GetFieldID(env, cls, "part", "F"), 0.75f);
  (*env)->SetDoubleField(env, self, (*env)->GetFieldID(env, cls, "ratio", "D"), -2.5);
}

JNIEXPORT jstring JNICALL Java_JniTest_readFields(JNIEnv* env, jobject self) {
  jclass cls = (*env)->GetObjectClass(env, self);
  Out out = {0};
  out_add(&out, "%d %d %c %d %lld %.2f %.2f %d ", (*env)->GetBooleanField(env, self, (*env)->GetFieldID(env, cls, "flag", "Z")),
          (*env)->GetByteField(env, self, (*env)->GetFieldID(env, cls, "small", "B")),
          (*env)->GetCharField(env, self, (*env)->GetFieldID(env, cls, "letter", "C")),
          (*env)->GetShortField(env, self, (*env)->GetFieldID(env, cls, "mid", "S")),
          (long long)(*env)->GetLongField(env, self, (*env)->GetFieldID(env, cls, "big", "J")),
          (double)(*env)->GetFloatField(env, self, (*env)->GetFieldID(env, cls, "part", "F")),
          (*env)->GetDoubleField(env, self, (*env)->GetFieldID(env, cls, "ratio", "D")),
          (*env)->GetIntField(env, self, (*env)->GetFieldID(env, cls, "counter", "I")));
  out_string(env, &out, (jstring)(*env)->GetObjectField(env, self, (*env)->GetFieldID(env, cls, "label", "Ljava/lang/String;")));
  return out_result(env, &out);
}

JNIEXPORT void JNICALL Java_JniTest_fillStatics(JNIEnv* env, jclass cls) {
  (*env)->SetStaticBooleanField(env, cls, (*env)->GetStaticFieldID(env, cls, "sFlag", "Z"), JNI_TRUE);
  (*env)->SetStaticByteField(env, cls, (*env)->GetStaticFieldID(env, cls, "sSmall", "B"), 99);
  (*env)->SetStaticCharField(env, cls, (*env)->GetStaticFieldID(env, cls, "sLetter", "C"), 0x00e9);
  (*env)->SetStaticShortField(env, cls, (*env)->GetStaticFieldID(env, cls, "sMid", "S"), -32768);
  (*env)->SetStaticLongField(env, cls, (*env)->GetStaticFieldID(env, cls, "sBig", "J"), -((jlong)1 << 62));
  (*env)->SetStaticFloatField(env, cls, (*env)->GetStaticFieldID(env, cls, "sPart", "F"), -0.5f);
  (*env)->SetStaticDoubleField(env, cls, (*env)->GetStaticFieldID(env, cls, "sRatio", "D"), 1e100);
  jfieldID counter = (*env)->GetStaticFieldID(env, cls, "staticCounter", "I");
  (*env)->SetStaticIntField(env, cls, counter, (*env)->GetStaticIntField(env, cls, counter) + 10);
  (*env)->SetStaticObjectField(env, cls, (*env)->GetStaticFieldID(env, cls, "staticLabel", "Ljava/lang/String;"),
                               (*env)->NewStringUTF(env, "changed"));
}

JNIEXPORT jstring JNICALL Java_JniTest_readStatics(JNIEnv* env, jclass cls) {
  Out out = {0};
  out_add(&out, "%d %d %d %d %lld %.2f %g %d ",
          (*env)->GetStaticBooleanField(env, cls, (*env)->GetStaticFieldID(env, cls, "sFlag", "Z")),
          (*env)->GetStaticByteField(env, cls, (*env)->GetStaticFieldID(env, cls, "sSmall", "B")),
          (*env)->GetStaticCharField(env, cls, (*env)->GetStaticFieldID(env, cls, "sLetter", "C")),
          (*env)->GetStaticShortField(env, cls, (*env)->GetStaticFieldID(env, cls, "sMid", "S")),
          (long long)(*env)->GetStaticLongField(env, cls, (*env)->GetStaticFieldID(env, cls, "sBig", "J")),
          (double)(*env)->GetStaticFloatField(env, cls, (*env)->GetStaticFieldID(env, cls, "sPart", "F")),
          (*env)->GetStaticDoubleField(env, cls, (*env)->GetStaticFieldID(env, cls, "sRatio", "D")),
          (*env)->GetStaticIntField(env, cls, (*env)->GetStaticFieldID(env, cls, "staticCounter", "I")));
  out_string(env, &out,
             (jstring)(*env)->GetStaticObjectField(env, cls, (*env)->GetStaticFieldID(env, cls, "staticLabel", "Ljava/lang/String;")));
  return out_result(env, &out);
}

JNIEXPORT jboolean JNICALL Java_JniTest_holdsOwnLock(JNIEnv* env, jobject self) { return holds_lock(env, self); }

JNIEXPORT jboolean JNICALL Java_JniTest_holdsClassLock(JNIEnv* env, jclass cls) { return holds_lock(env, cls); }

/* ---- strings ---- */

JNIEXPORT jint JNICALL Java_JniTest_utfLength(JNIEnv* env, jclass cls, jstring s) {
  UNUSED(cls);
  return (*env)->GetStringUTFLength(env, s);
}

static void out_hex(Out* out, const char* bytes, size_t n) {
  for (size_t i = 0; i < n; ++i) out_add(out, "%02x", (unsigned char)bytes[i]);
}

JNIEXPORT jstring JNICALL Java_JniTest_utfHex(JNIEnv* env, jclass cls, jstring s) {
  UNUSED(cls);
  jboolean is_copy;
  const char* chars = (*env)->GetStringUTFChars(env, s, &is_copy);
  Out out = {0};
  out_hex(&out, chars, strlen(chars));
  (*env)->ReleaseStringUTFChars(env, s, chars);
  if (out.len == 0) out_add(&out, "-");
  return out_result(env, &out);
}

JNIEXPORT jstring JNICALL Java_JniTest_roundTripUtf(JNIEnv* env, jclass cls, jstring s) {
  UNUSED(cls);
  const char* chars = (*env)->GetStringUTFChars(env, s, NULL);
  jstring copy = (*env)->NewStringUTF(env, chars);
  (*env)->ReleaseStringUTFChars(env, s, chars);
  return copy;
}

JNIEXPORT jstring JNICALL Java_JniTest_roundTripChars(JNIEnv* env, jclass cls, jstring s) {
  UNUSED(cls);
  const jchar* chars = (*env)->GetStringChars(env, s, NULL);
  jstring copy = (*env)->NewString(env, chars, (*env)->GetStringLength(env, s));
  (*env)->ReleaseStringChars(env, s, chars);
  return copy;
}

JNIEXPORT jstring JNICALL Java_JniTest_region(JNIEnv* env, jclass cls, jstring s, jint start, jint len) {
  UNUSED(cls);
  jchar buf[64];
  (*env)->GetStringRegion(env, s, start, len, buf);
  return (*env)->NewString(env, buf, len);
}

JNIEXPORT jstring JNICALL Java_JniTest_utfRegionHex(JNIEnv* env, jclass cls, jstring s, jint start, jint len) {
  UNUSED(cls);
  char buf[64];
  memset(buf, 'x', sizeof buf);
  (*env)->GetStringUTFRegion(env, s, start, len, buf);
  Out out = {0};
  out_hex(&out, buf, strlen(buf));
  return out_result(env, &out);
}

JNIEXPORT jstring JNICALL Java_JniTest_fromUtf(JNIEnv* env, jclass cls, jbyteArray bytes) {
  UNUSED(cls);
  char buf[64];
  jsize n = (*env)->GetArrayLength(env, bytes);
  (*env)->GetByteArrayRegion(env, bytes, 0, n, (jbyte*)buf);
  buf[n] = 0;
  return (*env)->NewStringUTF(env, buf);
}

JNIEXPORT jstring JNICALL Java_JniTest_criticalReversed(JNIEnv* env, jclass cls, jstring s) {
  UNUSED(cls);
  jchar buf[64];
  jsize n = (*env)->GetStringLength(env, s);
  const jchar* chars = (*env)->GetStringCritical(env, s, NULL);
  for (jsize i = 0; i < n; ++i) buf[i] = chars[n - 1 - i];
  (*env)->ReleaseStringCritical(env, s, chars);
  return (*env)->NewString(env, buf, n);
}

/* ---- arrays ---- */

JNIEXPORT jint JNICALL Java_JniTest_sumInts(JNIEnv* env, jclass cls, jintArray a) {
  UNUSED(cls);
  jint* elems = (*env)->GetIntArrayElements(env, a, NULL);
  unsigned sum = 0;
  for (jsize i = 0; i < (*env)->GetArrayLength(env, a); ++i) sum += (unsigned)elems[i];
  (*env)->ReleaseIntArrayElements(env, a, elems, JNI_ABORT);
  return (jint)sum;
}

JNIEXPORT void JNICALL Java_JniTest_scale(JNIEnv* env, jclass cls, jdoubleArray a, jdouble factor, jboolean abort) {
  UNUSED(cls);
  jdouble* elems = (*env)->GetDoubleArrayElements(env, a, NULL);
  for (jsize i = 0; i < (*env)->GetArrayLength(env, a); ++i) elems[i] *= factor;
  (*env)->ReleaseDoubleArrayElements(env, a, elems, abort ? JNI_ABORT : 0);
}

JNIEXPORT jlongArray JNICALL Java_JniTest_squares(JNIEnv* env, jclass cls, jint n) {
  UNUSED(cls);
  jlong values[64];
  for (jint i = 0; i < n; ++i) values[i] = (jlong)i * i * 1000000000LL;
  jlongArray result = (*env)->NewLongArray(env, n);
  (*env)->SetLongArrayRegion(env, result, 0, n, values);
  return result;
}

JNIEXPORT jbyteArray JNICALL Java_JniTest_slice(JNIEnv* env, jclass cls, jbyteArray b, jint start, jint len) {
  UNUSED(cls);
  jbyte buf[64];
  (*env)->GetByteArrayRegion(env, b, start, len, buf);
  jbyteArray result = (*env)->NewByteArray(env, len);
  (*env)->SetByteArrayRegion(env, result, 0, len, buf);
  return result;
}

JNIEXPORT jbooleanArray JNICALL Java_JniTest_invert(JNIEnv* env, jclass cls, jbooleanArray b) {
  UNUSED(cls);
  jsize n = (*env)->GetArrayLength(env, b);
  jboolean* elems = (*env)->GetBooleanArrayElements(env, b, NULL);
  for (jsize i = 0; i < n; ++i) elems[i] = !elems[i];
  jbooleanArray result = (*env)->NewBooleanArray(env, n);
  (*env)->SetBooleanArrayRegion(env, result, 0, n, elems);
  (*env)->ReleaseBooleanArrayElements(env, b, elems, JNI_ABORT);
  return result;
}

JNIEXPORT jcharArray JNICALL Java_JniTest_reversed(JNIEnv* env, jclass cls, jcharArray c) {
  UNUSED(cls);
  jsize n = (*env)->GetArrayLength(env, c);
  jchar* elems = (*env)->GetCharArrayElements(env, c, NULL);
  for (jsize i = 0; i < n / 2; ++i) {
    jchar t = elems[i];
    elems[i] = elems[n - 1 - i];
    elems[n - 1 - i] = t;
  }
  (*env)->ReleaseCharArrayElements(env, c, elems, 0);
  return c;
}

JNIEXPORT jshortArray JNICALL Java_JniTest_negated(JNIEnv* env, jclass cls, jshortArray s) {
  UNUSED(cls);
  jshort buf[64];
  jsize n = (*env)->GetArrayLength(env, s);
  (*env)->GetShortArrayRegion(env, s, 0, n, buf);
  for (jsize i = 0; i < n; ++i) buf[i] = (jshort)-buf[i];
  jshortArray result = (*env)->NewShortArray(env, n);
  (*env)->SetShortArrayRegion(env, result, 0, n, buf);
  return result;
}

JNIEXPORT jfloatArray JNICALL Java_JniTest_halves(JNIEnv* env, jclass cls, jfloatArray f) {
  UNUSED(cls);
  jsize n = (*env)->GetArrayLength(env, f);
  jfloat* elems = (*env)->GetFloatArrayElements(env, f, NULL);
  jfloatArray result = (*env)->NewFloatArray(env, n);
  for (jsize i = 0; i < n; ++i) {
    jfloat half = elems[i] / 2;
    (*env)->SetFloatArrayRegion(env, result, i, 1, &half);
  }
  (*env)->ReleaseFloatArrayElements(env, f, elems, JNI_ABORT);
  return result;
}

JNIEXPORT jobjectArray JNICALL Java_JniTest_words(JNIEnv* env, jclass cls, jstring s) {
  UNUSED(cls);
  char text[256];
  (*env)->GetStringUTFRegion(env, s, 0, (*env)->GetStringLength(env, s), text);
  char* words[32];
  int count = 0;
  for (char* w = strtok(text, " "); w != NULL && count < 32; w = strtok(NULL, " ")) words[count++] = w;
  jobjectArray result = (*env)->NewObjectArray(env, count, (*env)->FindClass(env, "java/lang/String"), NULL);
  for (int i = 0; i < count; ++i) {
    jstring word = (*env)->NewStringUTF(env, words[i]);
    (*env)->SetObjectArrayElement(env, result, i, word);
    (*env)->DeleteLocalRef(env, word);
  }
  return result;
}

JNIEXPORT jint JNICALL Java_JniTest_countNonNull(JNIEnv* env, jclass cls, jobjectArray a) {
  UNUSED(cls);
  jint count = 0;
  for (jsize i = 0; i < (*env)->GetArrayLength(env, a); ++i) {
    jobject element = (*env)->GetObjectArrayElement(env, a, i);
    if (element != NULL) ++count;
    (*env)->DeleteLocalRef(env, element);
  }
  return count;
}

JNIEXPORT jobjectArray JNICALL Java_JniTest_filled(JNIEnv* env, jclass cls, jint n, jobject initial) {
  UNUSED(cls);
  return (*env)->NewObjectArray(env, n, (*env)->FindClass(env, "java/lang/Object"), initial);
}

JNIEXPORT jint JNICALL Java_JniTest_criticalSum(JNIEnv* env, jclass cls, jintArray a) {
  UNUSED(cls);
  jsize n = (*env)->GetArrayLength(env, a);
  jint* elems = (jint*)(*env)->GetPrimitiveArrayCritical(env, a, NULL);
  jint sum = 0;
  for (jsize i = 0; i < n; ++i) sum += elems[i];
  (*env)->ReleasePrimitiveArrayCritical(env, a, elems, JNI_ABORT);
  return sum;
}

JNIEXPORT jstring JNICALL Java_JniTest_arrayErrors(JNIEnv* env, jclass cls, jintArray ints, jobjectArray numbers) {
  UNUSED(cls);
  Out out = {0};
  jint buf[8];
  (*env)->GetIntArrayRegion(env, ints, 2, 5, buf);
  out_exception(env, &out);
  out_add(&out, " | ");
  (*env)->SetIntArrayRegion(env, ints, -1, 1, buf);
  out_exception(env, &out);
  out_add(&out, " | ");
  (*env)->GetIntArrayRegion(env, ints, 0, -1, buf);
  out_exception(env, &out);
  out_add(&out, " | ");
  (*env)->GetObjectArrayElement(env, numbers, 2);
  out_exception(env, &out);
  out_add(&out, " | ");
  (*env)->SetObjectArrayElement(env, numbers, 1, (*env)->NewStringUTF(env, "not a number"));
  out_exception(env, &out);
  out_add(&out, " | ");
  (*env)->NewIntArray(env, -3);
  out_exception(env, &out);
  return out_result(env, &out);
}
