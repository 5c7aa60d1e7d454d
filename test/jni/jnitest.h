/* What the two files of the JNI test library share: a text buffer for the
 * natives that report several results, and small JNI helpers. */
#ifndef JNITEST_H
#define JNITEST_H

#include <jni.h>
#include <stddef.h>

#define UNUSED(x) (void)(x)

typedef struct {
  char text[8192];
  size_t len;
} Out;

void out_add(Out* out, const char* fmt, ...);
void out_string(JNIEnv* env, Out* out, jstring s);  /* its text, or "null" */
jstring out_result(JNIEnv* env, Out* out);
void out_object(JNIEnv* env, Out* out, jobject o);  /* toString(), or "null" */
void out_exception(JNIEnv* env, Out* out);          /* the pending exception's toString(); clears it */

jclass values_class(JNIEnv* env);
jboolean holds_lock(JNIEnv* env, jobject obj);
void collect(JNIEnv* env);  /* System.gc() */

#endif
