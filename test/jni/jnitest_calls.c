/* The native library of test/jni/JniTest.java, continued: calls into Java,
 * exceptions, references, monitors, attached threads and the rest. */
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "jnitest.h"

/* ---- calls into Java ---- */

/* The va_list forms, through a varargs wrapper per type: kind 0 virtual,
 * 1 nonvirtual, 2 static. */
#define VCALL(Type, jtype)                                                                  \
  static jtype vcall_##Type(JNIEnv* env, int kind, jobject obj, jclass cls, jmethodID m, ...) { \
    va_list ap;                                                                             \
    jtype r;                                                                                \
    va_start(ap, m);                                                                        \
    if (kind == 0)                                                                          \
      r = (*env)->Call##Type##MethodV(env, obj, m, ap);                                     \
    else if (kind == 1)                                                                     \
      r = (*env)->CallNonvirtual##Type##MethodV(env, obj, cls, m, ap);                      \
    else                                                                                    \
      r = (*env)->CallStatic##Type##MethodV(env, cls, m, ap);                               \
    va_end(ap);                                                                             \
    return r;                                                                               \
  }
VCALL(Boolean, jboolean)
VCALL(Byte, jbyte)
VCALL(Char, jchar)
VCALL(Short, jshort)
VCALL(Int, jint)
VCALL(Long, jlong)
VCALL(Float, jfloat)
VCALL(Double, jdouble)
VCALL(Object, jobject)

static void vcall_Void(JNIEnv* env, int kind, jobject obj, jclass cls, jmethodID m, ...) {
  va_list ap;
  va_start(ap, m);
  if (kind == 0)
    (*env)->CallVoidMethodV(env, obj, m, ap);
  else if (kind == 1)
    (*env)->CallNonvirtualVoidMethodV(env, obj, cls, m, ap);
  else
    (*env)->CallStaticVoidMethodV(env, cls, m, ap);
  va_end(ap);
}

/* The nine calls of one type: virtual, nonvirtual (Values' own method) and
 * static, each in the ..., V and A forms. */
#define NINE(Type, jtype, member, name, sname, sig, arg, FMT, CAST)                        \
  do {                                                                                      \
    jmethodID m = (*env)->GetMethodID(env, cls, name, sig);                                 \
    jmethodID sm = (*env)->GetStaticMethodID(env, cls, sname, sig);                         \
    jvalue a;                                                                               \
    jtype r[9];                                                                             \
    a.member = arg;                                                                         \
    r[0] = (*env)->Call##Type##Method(env, obj, m, arg);                                    \
    r[1] = vcall_##Type(env, 0, obj, cls, m, arg);                                          \
    r[2] = (*env)->Call##Type##MethodA(env, obj, m, &a);                                    \
    r[3] = (*env)->CallNonvirtual##Type##Method(env, obj, cls, m, arg);                     \
    r[4] = vcall_##Type(env, 1, obj, cls, m, arg);                                          \
    r[5] = (*env)->CallNonvirtual##Type##MethodA(env, obj, cls, m, &a);                     \
    r[6] = (*env)->CallStatic##Type##Method(env, cls, sm, arg);                             \
    r[7] = vcall_##Type(env, 2, obj, cls, sm, arg);                                         \
    r[8] = (*env)->CallStatic##Type##MethodA(env, cls, sm, &a);                             \
    out_add(&out, "%s:", name);                                                             \
    for (int k = 0; k < 9; ++k) out_add(&out, " " FMT, CAST r[k]);                          \
    out_add(&out, "\n");                                                                    \
  } while (0)

JNIEXPORT jstring JNICALL Java_JniTest_callAll(JNIEnv* env, jclass test, jobject obj) {
  UNUSED(test);
  jclass cls = values_class(env);
  Out out = {0};
  NINE(Boolean, jboolean, z, "z", "sz", "(Z)Z", JNI_TRUE, "%d", (int));
  NINE(Byte, jbyte, b, "b", "sb", "(B)B", (jbyte)41, "%d", (int));
  NINE(Char, jchar, c, "c", "sc", "(C)C", (jchar)'a', "%d", (int));
  NINE(Short, jshort, s, "s", "ss", "(S)S", (jshort)-300, "%d", (int));
  NINE(Int, jint, i, "i", "si", "(I)I", 7, "%d", (int));
  NINE(Long, jlong, j, "j", "sj", "(J)J", (jlong)123456789, "%lld", (long long));
  NINE(Float, jfloat, f, "f", "sf", "(F)F", 2.5f, "%.3f", (double));
  NINE(Double, jdouble, d, "d", "sd", "(D)D", 9.0, "%.3f", (double));
  {
    jmethodID m = (*env)->GetMethodID(env, cls, "l", "(Ljava/lang/Object;)Ljava/lang/Object;");
    jmethodID sm = (*env)->GetStaticMethodID(env, cls, "sl", "(Ljava/lang/Object;)Ljava/lang/Object;");
    jstring arg = (*env)->NewStringUTF(env, "x");
    jvalue a;
    a.l = arg;
    jobject r[9];
    r[0] = (*env)->CallObjectMethod(env, obj, m, arg);
    r[1] = vcall_Object(env, 0, obj, cls, m, arg);
    r[2] = (*env)->CallObjectMethodA(env, obj, m, &a);
    r[3] = (*env)->CallNonvirtualObjectMethod(env, obj, cls, m, arg);
    r[4] = vcall_Object(env, 1, obj, cls, m, arg);
    r[5] = (*env)->CallNonvirtualObjectMethodA(env, obj, cls, m, &a);
    r[6] = (*env)->CallStaticObjectMethod(env, cls, sm, arg);
    r[7] = vcall_Object(env, 2, obj, cls, sm, arg);
    r[8] = (*env)->CallStaticObjectMethodA(env, cls, sm, &a);
    out_add(&out, "l:");
    for (int k = 0; k < 9; ++k) {
      out_add(&out, " ");
      out_string(env, &out, (jstring)r[k]);
    }
    out_add(&out, "\n");
  }
  {
    jmethodID m = (*env)->GetMethodID(env, cls, "v", "(I)V");
    jmethodID sm = (*env)->GetStaticMethodID(env, cls, "sv", "(I)V");
    jfieldID last = (*env)->GetFieldID(env, cls, "last", "I");
    jfieldID last_static = (*env)->GetStaticFieldID(env, cls, "lastStatic", "I");
    jvalue a;
    out_add(&out, "v:");
    (*env)->CallVoidMethod(env, obj, m, 1);
    out_add(&out, " %d", (*env)->GetIntField(env, obj, last));
    vcall_Void(env, 0, obj, cls, m, 2);
    out_add(&out, " %d", (*env)->GetIntField(env, obj, last));
    a.i = 3;
    (*env)->CallVoidMethodA(env, obj, m, &a);
    out_add(&out, " %d", (*env)->GetIntField(env, obj, last));
    (*env)->CallNonvirtualVoidMethod(env, obj, cls, m, 4);
    out_add(&out, " %d", (*env)->GetIntField(env, obj, last));
    vcall_Void(env, 1, obj, cls, m, 5);
    out_add(&out, " %d", (*env)->GetIntField(env, obj, last));
    a.i = 6;
    (*env)->CallNonvirtualVoidMethodA(env, obj, cls, m, &a);
    out_add(&out, " %d", (*env)->GetIntField(env, obj, last));
    (*env)->CallStaticVoidMethod(env, cls, sm, 7);
    out_add(&out, " %d", (*env)->GetStaticIntField(env, cls, last_static));
    vcall_Void(env, 2, obj, cls, sm, 8);
    out_add(&out, " %d", (*env)->GetStaticIntField(env, cls, last_static));
    a.i = 9;
    (*env)->CallStaticVoidMethodA(env, cls, sm, &a);
    out_add(&out, " %d", (*env)->GetStaticIntField(env, cls, last_static));
  }
  return out_result(env, &out);
}

JNIEXPORT jstring JNICALL Java_JniTest_callMany(JNIEnv* env, jclass test, jobject obj) {
  UNUSED(test);
  jclass cls = values_class(env);
  jmethodID m = (*env)->GetMethodID(env, cls, "many", "(IJDLjava/lang/String;CZ)Ljava/lang/String;");
  jstring text = (*env)->NewStringUTF(env, "text");
  Out out = {0};
  out_string(env, &out, (jstring)(*env)->CallObjectMethod(env, obj, m, -1, (jlong)1 << 40, 0.5, text, (jchar)'Z',
                                                           JNI_TRUE));
  out_add(&out, " | ");
  out_string(env, &out, (jstring)vcall_Object(env, 0, obj, cls, m, 2, (jlong)-3, -4.25, NULL, (jchar)0x263a, JNI_FALSE));
  jvalue a[6];
  a[0].i = 5;
  a[1].j = 6;
  a[2].d = 7.0;
  a[3].l = text;
  a[4].c = '8';
  a[5].z = JNI_TRUE;
  out_add(&out, " | ");
  out_string(env, &out, (jstring)(*env)->CallObjectMethodA(env, obj, m, a));
  return out_result(env, &out);
}

JNIEXPORT jstring JNICALL Java_JniTest_callGreeter(JNIEnv* env, jclass test, jobject greeter) {
  UNUSED(test);
  jclass iface = (*env)->FindClass(env, "JniTest$Greeter");
  jmethodID greet = (*env)->GetMethodID(env, iface, "greet", "(Ljava/lang/String;)Ljava/lang/String;");
  jvalue a;
  a.l = (*env)->NewStringUTF(env, "JNI");
  Out out = {0};
  out_string(env, &out, (jstring)(*env)->CallObjectMethod(env, greeter, greet, a.l));
  out_add(&out, " / ");
  out_string(env, &out, (jstring)(*env)->CallObjectMethodA(env, greeter, greet, &a));
  return out_result(env, &out);
}

static jobject new_point_v(JNIEnv* env, jclass cls, jmethodID ctor, ...) {
  va_list ap;
  va_start(ap, ctor);
  jobject p = (*env)->NewObjectV(env, cls, ctor, ap);
  va_end(ap);
  return p;
}

JNIEXPORT jstring JNICALL Java_JniTest_newPoints(JNIEnv* env, jclass test) {
  UNUSED(test);
  jclass cls = (*env)->FindClass(env, "JniTest$Point");
  jmethodID ctor = (*env)->GetMethodID(env, cls, "<init>", "(II)V");
  jmethodID plain = (*env)->GetMethodID(env, cls, "<init>", "()V");
  jvalue a[2];
  a[0].i = 7;
  a[1].i = 8;
  Out out = {0};
  out_object(env, &out, (*env)->NewObject(env, cls, ctor, 3, 4));
  out_add(&out, " ");
  out_object(env, &out, new_point_v(env, cls, ctor, 5, 6));
  out_add(&out, " ");
  out_object(env, &out, (*env)->NewObjectA(env, cls, ctor, a));
  out_add(&out, " ");
  out_object(env, &out, (*env)->NewObject(env, cls, plain));
  return out_result(env, &out);
}

JNIEXPORT jstring JNICALL Java_JniTest_allocOnly(JNIEnv* env, jclass test) {
  UNUSED(test);
  Out out = {0};
  jobject p = (*env)->AllocObject(env, (*env)->FindClass(env, "JniTest$Point"));
  out_object(env, &out, p);
  out_add(&out, " | ");
  (*env)->AllocObject(env, (*env)->FindClass(env, "JniTest$Greeter"));
  out_exception(env, &out);
  out_add(&out, " | ");
  (*env)->AllocObject(env, (*env)->FindClass(env, "java/lang/Number"));
  out_exception(env, &out);
  return out_result(env, &out);
}

/* ---- exceptions ---- */

JNIEXPORT void JNICALL Java_JniTest_throwNew(JNIEnv* env, jclass test, jstring class_name, jstring message) {
  UNUSED(test);
  const char* name = (*env)->GetStringUTFChars(env, class_name, NULL);
  jclass cls = (*env)->FindClass(env, name);
  (*env)->ReleaseStringUTFChars(env, class_name, name);
  if (cls == NULL) return;
  if (message == NULL) {
    (*env)->ThrowNew(env, cls, NULL);
    return;
  }
  const char* text = (*env)->GetStringUTFChars(env, message, NULL);
  (*env)->ThrowNew(env, cls, text);
  (*env)->ReleaseStringUTFChars(env, message, text);
}

JNIEXPORT void JNICALL Java_JniTest_throwObject(JNIEnv* env, jclass test, jthrowable t) {
  UNUSED(test);
  (*env)->Throw(env, t);
}

static void call_thrower(JNIEnv* env, jclass test, const char* message) {
  jmethodID thrower = (*env)->GetStaticMethodID(env, test, "thrower", "(Ljava/lang/String;)V");
  (*env)->CallStaticVoidMethod(env, test, thrower, (*env)->NewStringUTF(env, message));
}

JNIEXPORT jstring JNICALL Java_JniTest_catchFromJava(JNIEnv* env, jclass test) {
  Out out = {0};
  call_thrower(env, test, "from java");
  out_add(&out, "check=%d ", (*env)->ExceptionCheck(env));
  jthrowable e = (*env)->ExceptionOccurred(env);
  (*env)->ExceptionClear(env);
  out_add(&out, "cleared=%d ", (*env)->ExceptionCheck(env));
  out_object(env, &out, e);
  return out_result(env, &out);
}

JNIEXPORT void JNICALL Java_JniTest_passThrough(JNIEnv* env, jclass test, jstring message) {
  const char* text = (*env)->GetStringUTFChars(env, message, NULL);
  call_thrower(env, test, text);
  (*env)->ReleaseStringUTFChars(env, message, text);
}

JNIEXPORT jboolean JNICALL Java_JniTest_describeClears(JNIEnv* env, jclass test) {
  call_thrower(env, test, "described on stderr");
  (*env)->ExceptionDescribe(env);
  return !(*env)->ExceptionCheck(env);
}

JNIEXPORT jstring JNICALL Java_JniTest_lookupErrors(JNIEnv* env, jclass test) {
  Out out = {0};
  (*env)->FindClass(env, "does/not/Exist");
  out_exception(env, &out);
  out_add(&out, " | ");
  (*env)->GetMethodID(env, test, "toString", "(I)V");
  out_exception(env, &out);
  out_add(&out, " | ");
  (*env)->GetStaticMethodID(env, test, "bump", "(I)I");
  out_exception(env, &out);
  out_add(&out, " | ");
  (*env)->GetFieldID(env, test, "label", "I");
  out_exception(env, &out);
  out_add(&out, " | ");
  (*env)->GetStaticFieldID(env, test, "counter", "I");
  out_exception(env, &out);
  return out_result(env, &out);
}

JNIEXPORT void JNICALL Java_JniTest_throwWhileSynchronized(JNIEnv* env, jclass test) {
  UNUSED(test);
  (*env)->ThrowNew(env, (*env)->FindClass(env, "java/lang/ArithmeticException"), "thrown while synchronized");
}

/* ---- references ---- */

static jobject global;
static jweak weak;

JNIEXPORT void JNICALL Java_JniTest_keepGlobal(JNIEnv* env, jclass test, jobject o) {
  UNUSED(test);
  global = (*env)->NewGlobalRef(env, o);
}

/* Returns the global reference itself: the VM resolves any kind of reference. */
JNIEXPORT jobject JNICALL Java_JniTest_getGlobal(JNIEnv* env, jclass test) {
  UNUSED(env);
  UNUSED(test);
  return global;
}

JNIEXPORT void JNICALL Java_JniTest_dropGlobal(JNIEnv* env, jclass test) {
  UNUSED(test);
  (*env)->DeleteGlobalRef(env, global);
  global = NULL;
}

JNIEXPORT void JNICALL Java_JniTest_keepWeak(JNIEnv* env, jclass test, jobject o) {
  UNUSED(test);
  weak = (*env)->NewWeakGlobalRef(env, o);
}

JNIEXPORT jobject JNICALL Java_JniTest_getWeak(JNIEnv* env, jclass test) {
  UNUSED(test);
  return (*env)->NewLocalRef(env, weak);
}

JNIEXPORT jboolean JNICALL Java_JniTest_weakIsNull(JNIEnv* env, jclass test) {
  UNUSED(test);
  return (*env)->IsSameObject(env, weak, NULL);
}

JNIEXPORT void JNICALL Java_JniTest_dropWeak(JNIEnv* env, jclass test) {
  UNUSED(test);
  (*env)->DeleteWeakGlobalRef(env, weak);
  weak = NULL;
}

JNIEXPORT jstring JNICALL Java_JniTest_refTypes(JNIEnv* env, jclass test, jobject o) {
  UNUSED(test);
  jobject g = (*env)->NewGlobalRef(env, o);
  jweak w = (*env)->NewWeakGlobalRef(env, o);
  jobject l = (*env)->NewLocalRef(env, g);
  Out out = {0};
  out_add(&out, "%d %d %d %d %d same=%d", (*env)->GetObjectRefType(env, o), (*env)->GetObjectRefType(env, g),
          (*env)->GetObjectRefType(env, w), (*env)->GetObjectRefType(env, l), (*env)->GetObjectRefType(env, NULL),
          (*env)->IsSameObject(env, g, w) && (*env)->IsSameObject(env, l, o));
  (*env)->DeleteGlobalRef(env, g);
  (*env)->DeleteWeakGlobalRef(env, w);
  return out_result(env, &out);
}

JNIEXPORT jint JNICALL Java_JniTest_localFrames(JNIEnv* env, jclass test, jint n) {
  UNUSED(test);
  if ((*env)->PushLocalFrame(env, 4) != 0) return -1;
  jint made = 0;
  for (jint i = 0; i < n; ++i) {
    if ((*env)->PushLocalFrame(env, 2) != 0) return -2;
    if ((*env)->NewStringUTF(env, "temporary") != NULL) ++made;
    (*env)->PopLocalFrame(env, NULL);
  }
  jstring kept = (*env)->NewStringUTF(env, "kept across the pop");
  jstring result = (jstring)(*env)->PopLocalFrame(env, kept);
  return made + (*env)->GetStringLength(env, result);
}

/* Many live local references across collections (the handle area grows). */
JNIEXPORT jint JNICALL Java_JniTest_manyLocals(JNIEnv* env, jclass test, jint n) {
  UNUSED(test);
  if ((*env)->EnsureLocalCapacity(env, n) != 0) return -1;
  jclass integer = (*env)->FindClass(env, "java/lang/Integer");
  jmethodID ctor = (*env)->GetMethodID(env, integer, "<init>", "(I)V");
  jmethodID int_value = (*env)->GetMethodID(env, integer, "intValue", "()I");
  jobject* refs = malloc(sizeof(jobject) * (size_t)n);
  for (jint i = 0; i < n; ++i) refs[i] = (*env)->NewObject(env, integer, ctor, i);
  collect(env);
  jint sum = 0;
  for (jint i = 0; i < n; ++i) sum += (*env)->CallIntMethod(env, refs[i], int_value);
  free(refs);
  return sum;
}

JNIEXPORT jstring JNICALL Java_JniTest_manyGlobals(JNIEnv* env, jclass test, jint n) {
  UNUSED(test);
  jobject* refs = malloc(sizeof(jobject) * (size_t)n);
  for (jint i = 0; i < n; ++i) {
    char text[16];
    snprintf(text, sizeof text, "%d", i);
    jstring s = (*env)->NewStringUTF(env, text);
    refs[i] = (*env)->NewGlobalRef(env, s);
    (*env)->DeleteLocalRef(env, s);
  }
  collect(env);
  long sum = 0;
  for (jint i = 0; i < n; ++i) {
    const char* chars = (*env)->GetStringUTFChars(env, (jstring)refs[i], NULL);
    sum += atol(chars);
    (*env)->ReleaseStringUTFChars(env, (jstring)refs[i], chars);
    (*env)->DeleteGlobalRef(env, refs[i]);
  }
  free(refs);
  Out out = {0};
  out_add(&out, "globals: %ld", sum);
  return out_result(env, &out);
}

JNIEXPORT jint JNICALL Java_JniTest_deleteLocals(JNIEnv* env, jclass test, jint n) {
  UNUSED(test);
  jint made = 0;
  for (jint i = 0; i < n; ++i) {
    jstring s = (*env)->NewStringUTF(env, "short-lived");
    if (s != NULL) ++made;
    (*env)->DeleteLocalRef(env, s);
  }
  return made;
}

/* ---- monitors and threads ---- */

static void run(JNIEnv* env, jobject runnable) {
  jclass cls = (*env)->FindClass(env, "java/lang/Runnable");
  (*env)->CallVoidMethod(env, runnable, (*env)->GetMethodID(env, cls, "run", "()V"));
}

JNIEXPORT jboolean JNICALL Java_JniTest_lockAndCall(JNIEnv* env, jclass test, jobject lock, jobject r) {
  UNUSED(test);
  (*env)->MonitorEnter(env, lock);
  run(env, r);
  jboolean held = holds_lock(env, lock);
  (*env)->MonitorExit(env, lock);
  return held;
}

JNIEXPORT jstring JNICALL Java_JniTest_exitNotOwned(JNIEnv* env, jclass test, jobject lock) {
  UNUSED(test);
  Out out = {0};
  out_add(&out, "rc<0: %d ", (*env)->MonitorExit(env, lock) < 0);
  jthrowable e = (*env)->ExceptionOccurred(env);
  (*env)->ExceptionClear(env);
  if (e != NULL) {
    jclass k = (*env)->GetObjectClass(env, e);
    jclass class_class = (*env)->FindClass(env, "java/lang/Class");
    out_string(env, &out, (jstring)(*env)->CallObjectMethod(
                              env, k, (*env)->GetMethodID(env, class_class, "getName", "()Ljava/lang/String;")));
  }
  return out_result(env, &out);
}

JNIEXPORT void JNICALL Java_JniTest_holdWhile(JNIEnv* env, jclass test, jobject lock, jobject r) {
  UNUSED(test);
  (*env)->MonitorEnter(env, lock);
  run(env, r);
  (*env)->MonitorExit(env, lock);
}

typedef struct {
  JavaVM* vm;
  int x;
  int daemon;
  int before;
  int after;
  int result;
  int is_daemon;
  int detached;
  char name[64];
} Attached;

static void* attached_main(void* arg) {
  Attached* a = (Attached*)arg;
  JNIEnv* env = NULL;
  a->before = (*a->vm)->GetEnv(a->vm, (void**)&env, JNI_VERSION_1_8);
  jint rc;
  if (a->daemon) {
    rc = (*a->vm)->AttachCurrentThreadAsDaemon(a->vm, (void**)&env, NULL);
  } else {
    JavaVMAttachArgs args = {JNI_VERSION_1_8, (char*)"jni-worker", NULL};
    rc = (*a->vm)->AttachCurrentThread(a->vm, (void**)&env, &args);
  }
  if (rc != JNI_OK) return NULL;
  JNIEnv* again = NULL;
  a->after = (*a->vm)->GetEnv(a->vm, (void**)&again, JNI_VERSION_1_8) == JNI_OK && again == env;
  jclass values = (*env)->FindClass(env, "JniTest$Values");
  a->result = (*env)->CallStaticIntMethod(env, values, (*env)->GetStaticMethodID(env, values, "si", "(I)I"), a->x);
  jclass thread = (*env)->FindClass(env, "java/lang/Thread");
  jobject self = (*env)->CallStaticObjectMethod(
      env, thread, (*env)->GetStaticMethodID(env, thread, "currentThread", "()Ljava/lang/Thread;"));
  jstring name = (jstring)(*env)->CallObjectMethod(
      env, self, (*env)->GetMethodID(env, thread, "getName", "()Ljava/lang/String;"));
  const char* chars = (*env)->GetStringUTFChars(env, name, NULL);
  snprintf(a->name, sizeof a->name, "%s", chars);
  (*env)->ReleaseStringUTFChars(env, name, chars);
  a->is_daemon = (*env)->CallBooleanMethod(env, self, (*env)->GetMethodID(env, thread, "isDaemon", "()Z"));
  a->detached = (*a->vm)->DetachCurrentThread(a->vm) == JNI_OK;
  return NULL;
}

/* The calling thread waits in native code (pthread_join) while the new
 * thread runs Java code. */
static jstring attach_and_report(JNIEnv* env, int x, int daemon) {
  Attached a;
  memset(&a, 0, sizeof a);
  (*env)->GetJavaVM(env, &a.vm);
  a.x = x;
  a.daemon = daemon;
  pthread_t t;
  pthread_create(&t, NULL, attached_main, &a);
  pthread_join(t, NULL);
  Out out = {0};
  out_add(&out, "before=%d after=%d result=%d name=%s daemon=%d detached=%d", a.before, a.after, a.result, a.name,
          a.is_daemon, a.detached);
  return out_result(env, &out);
}

JNIEXPORT jstring JNICALL Java_JniTest_attachAndCall(JNIEnv* env, jclass test, jint x) {
  UNUSED(test);
  return attach_and_report(env, x, 0);
}

JNIEXPORT jstring JNICALL Java_JniTest_attachDaemon(JNIEnv* env, jclass test) {
  UNUSED(test);
  return attach_and_report(env, 5, 1);
}

static pthread_mutex_t block_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t block_changed = PTHREAD_COND_INITIALIZER;
static int blocked, released;

JNIEXPORT void JNICALL Java_JniTest_blockUntilReleased(JNIEnv* env, jclass test) {
  UNUSED(env);
  UNUSED(test);
  pthread_mutex_lock(&block_lock);
  blocked = 1;
  while (!released) pthread_cond_wait(&block_changed, &block_lock);
  pthread_mutex_unlock(&block_lock);
}

JNIEXPORT jboolean JNICALL Java_JniTest_isBlocked(JNIEnv* env, jclass test) {
  UNUSED(env);
  UNUSED(test);
  pthread_mutex_lock(&block_lock);
  int b = blocked;
  pthread_mutex_unlock(&block_lock);
  return (jboolean)b;
}

JNIEXPORT void JNICALL Java_JniTest_release(JNIEnv* env, jclass test) {
  UNUSED(env);
  UNUSED(test);
  pthread_mutex_lock(&block_lock);
  released = 1;
  pthread_cond_broadcast(&block_changed);
  pthread_mutex_unlock(&block_lock);
}

/* ---- the rest ---- */

JNIEXPORT jint JNICALL Java_JniTest_version(JNIEnv* env, jclass test) {
  UNUSED(test);
  return (*env)->GetVersion(env);
}

JNIEXPORT jstring JNICALL Java_JniTest_vmChecks(JNIEnv* env, jclass test) {
  UNUSED(test);
  JavaVM* vm = NULL;
  jint rc = (*env)->GetJavaVM(env, &vm);
  void* e = NULL;
  jint v16 = (*vm)->GetEnv(vm, &e, JNI_VERSION_1_6);
  int same = e == (void*)env;
  jint v11 = (*vm)->GetEnv(vm, &e, JNI_VERSION_1_1);
  jint bad = (*vm)->GetEnv(vm, &e, 0x7fff0000);
  int bad_null = e == NULL;
  jint attach = (*vm)->AttachCurrentThread(vm, &e, NULL);
  Out out = {0};
  out_add(&out, "GetJavaVM=%d GetEnv(1.6)=%d same=%d GetEnv(1.1)=%d GetEnv(bad)=%d null=%d reattach=%d same=%d", rc,
          v16, same, v11, bad, bad_null, attach, e == (void*)env);
  return out_result(env, &out);
}

static jboolean assignable(JNIEnv* env, const char* a, const char* b) {
  return (*env)->IsAssignableFrom(env, (*env)->FindClass(env, a), (*env)->FindClass(env, b));
}

JNIEXPORT jstring JNICALL Java_JniTest_classChecks(JNIEnv* env, jclass test, jobject o) {
  UNUSED(test);
  Out out = {0};
  jclass string = (*env)->FindClass(env, "java/lang/String");
  jclass object = (*env)->FindClass(env, "java/lang/Object");
  jclass super = (*env)->GetSuperclass(env, string);
  out_add(&out, "super(String)=Object:%d super(Object)=%p super(Runnable)=%p ", (*env)->IsSameObject(env, super, object),
          (void*)(*env)->GetSuperclass(env, object), (void*)(*env)->GetSuperclass(env, (*env)->FindClass(env, "java/lang/Runnable")));
  out_add(&out, "assignable: %d %d %d %d %d ", assignable(env, "java/lang/String", "java/lang/Object"),
          assignable(env, "java/lang/Object", "java/lang/String"), assignable(env, "[I", "java/lang/Object"),
          assignable(env, "java/lang/String", "java/lang/CharSequence"), assignable(env, "[Ljava/lang/String;", "[Ljava/lang/Object;"));
  jclass integer = (*env)->FindClass(env, "java/lang/Integer");
  jclass int_class = (jclass)(*env)->GetStaticObjectField(env, integer, (*env)->GetStaticFieldID(env, integer, "TYPE", "Ljava/lang/Class;"));
  out_add(&out, "int: %d %d ", (*env)->IsAssignableFrom(env, int_class, int_class),
          (*env)->IsAssignableFrom(env, int_class, object));
  out_add(&out, "instance: %d %d %d ", (*env)->IsInstanceOf(env, o, (*env)->FindClass(env, "java/lang/CharSequence")),
          (*env)->IsInstanceOf(env, o, integer), (*env)->IsInstanceOf(env, NULL, integer));
  out_add(&out, "same: %d %d %d", (*env)->IsSameObject(env, o, o), (*env)->IsSameObject(env, NULL, NULL),
          (*env)->IsSameObject(env, (*env)->GetObjectClass(env, o), string));
  return out_result(env, &out);
}

JNIEXPORT jboolean JNICALL Java_JniTest_fromReflected(JNIEnv* env, jclass test, jobject constructor) {
  UNUSED(test);
  jclass point = (*env)->FindClass(env, "JniTest$Point");
  return (*env)->FromReflectedMethod(env, constructor) == (*env)->GetMethodID(env, point, "<init>", "(II)V");
}

// ToReflectedMethod/ToReflectedField and back: {constructor, method, field}
// for Point's (int,int) constructor, its toString and its field x, and
// whether FromReflectedMethod/FromReflectedField give the IDs back.
JNIEXPORT jobjectArray JNICALL Java_JniTest_toReflected(JNIEnv* env, jclass test) {
  jclass point = (*env)->FindClass(env, "JniTest$Point");
  jmethodID ctor = (*env)->GetMethodID(env, point, "<init>", "(II)V");
  jmethodID to_string = (*env)->GetMethodID(env, point, "toString", "()Ljava/lang/String;");
  jfieldID x = (*env)->GetFieldID(env, point, "x", "I");
  jobject c = (*env)->ToReflectedMethod(env, point, ctor, JNI_FALSE);
  jobject m = (*env)->ToReflectedMethod(env, point, to_string, JNI_FALSE);
  jobject f = (*env)->ToReflectedField(env, point, x, JNI_FALSE);
  jobjectArray out = (*env)->NewObjectArray(env, 4, (*env)->FindClass(env, "java/lang/Object"), NULL);
  (*env)->SetObjectArrayElement(env, out, 0, c);
  (*env)->SetObjectArrayElement(env, out, 1, m);
  (*env)->SetObjectArrayElement(env, out, 2, f);
  jboolean back = (*env)->FromReflectedMethod(env, c) == ctor && (*env)->FromReflectedMethod(env, m) == to_string &&
                  (*env)->FromReflectedField(env, f) == x;
  jclass boolean = (*env)->FindClass(env, "java/lang/Boolean");
  jobject boxed = (*env)->CallStaticObjectMethod(env, boolean,
      (*env)->GetStaticMethodID(env, boolean, "valueOf", "(Z)Ljava/lang/Boolean;"), back);
  (*env)->SetObjectArrayElement(env, out, 3, boxed);
  (void)test;
  return out;
}

JNIEXPORT jclass JNICALL Java_JniTest_defineWithJni(JNIEnv* env, jclass test, jstring name, jobject loader,
                                                    jbyteArray bytes) {
  UNUSED(test);
  const char* utf = name != NULL ? (*env)->GetStringUTFChars(env, name, NULL) : NULL;
  jsize length = (*env)->GetArrayLength(env, bytes);
  jbyte* data = (*env)->GetByteArrayElements(env, bytes, NULL);
  jclass result = (*env)->DefineClass(env, utf, loader, data, length);
  (*env)->ReleaseByteArrayElements(env, bytes, data, JNI_ABORT);
  if (utf != NULL) (*env)->ReleaseStringUTFChars(env, name, utf);
  return result;
}
