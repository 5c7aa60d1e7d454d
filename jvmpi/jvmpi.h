/*
 * jvmpi.h: the Java Virtual Machine Profiler Interface (JVMPI) as Loupe
 * offers it to profiler agents.
 *
 * Written for Loupe from the JVMPI specification (JDK 1.2, with the 1.1 and
 * 1.2 interface additions of JDK 1.4) and from what HotSpot sent (see
 * docs/jvmpi.md and docs/formats.md). Agents written for Sun's JDK 1.2-1.4 compile
 * against it unmodified and run: every name, numeric value, member order
 * and struct layout below is the one those agents were compiled with.
 * Sun's header is not copied; comments paraphrase the specification.
 *
 * Valid C (C89 and later) and C++. Building an agent: see docs/jvmpi.md,
 *     cc -shared -fPIC $(pkg-config --cflags loupe-jvmpi) agent.c -o libagent.so
 *
 * Rules agents rely on (details in docs/jvmpi.md):
 *   - JVM_OnLoad gets the interface with GetEnv(vm, &iface, JVMPI_VERSION_1)
 *     and must set iface->NotifyEvent before it returns.
 *   - Events are delivered on the thread where they happen; several threads
 *     may be inside NotifyEvent at once.
 *   - Events carrying jobjectIDs are sent with GC disabled, so the IDs stay
 *     valid during the callback. An agent that keeps or passes jobjectIDs
 *     outside a callback disables GC itself (DisableGC/EnableGC).
 *   - OBJECT_FREE, OBJECT_MOVE and ARENA_DELETE arrive only between
 *     GC_START and GC_FINISH, in "thread suspended mode": the other threads
 *     are stopped wherever they were, possibly holding locks such as the C
 *     heap's. Their handlers must not block or allocate; take what they need
 *     in the GC_START handler and release it in GC_FINISH.
 */
#ifndef LOUPE_JVMPI_H
#define LOUPE_JVMPI_H

#include <jni.h>

#ifdef __cplusplus
extern "C" {
#endif

/* ---------------------------------------------------------------------------
 * Versions, asked for in JavaVM::GetEnv. A later version only appends
 * members to JVMPI_Interface, so an agent asking for an older one works
 * with the table of a newer one.
 */
#define JVMPI_VERSION_1   ((jint)0x10000001) /* JDK 1.2: minor version 0 implied */
#define JVMPI_VERSION_1_1 ((jint)0x10000002) /* adds jobjectID2jobject, jobject2jobjectID */
#define JVMPI_VERSION_1_2 ((jint)0x10000003) /* adds SuspendThreadList, ResumeThreadList */

/* ---------------------------------------------------------------------------
 * Opaque handles. Both are pointer-sized; agents compare them and use them
 * as hash keys, never dereference them.
 */

/* An object (or, for the java.lang.Class object, a class). Valid from its
 * defining event (OBJECT_ALLOC, CLASS_LOAD) until an undefining one
 * (OBJECT_FREE, OBJECT_MOVE, ARENA_DELETE of its arena, CLASS_UNLOAD). */
struct _jobjectID;
typedef struct _jobjectID *jobjectID;

/* A raw monitor: a VM-level lock the agent creates for itself. */
struct _JVMPI_RawMonitor;
typedef struct _JVMPI_RawMonitor *JVMPI_RawMonitor;

/* Present in the JDK 1.4 headers; no struct uses it. */
typedef void (*jvmpi_void_function_of_void)(void *);

/* ---------------------------------------------------------------------------
 * Event types: JVMPI_Event.event_type, EnableEvent, DisableEvent,
 * RequestEvent. The numbers are not contiguous: 10-32 and 36 are unused.
 */
#define JVMPI_EVENT_METHOD_ENTRY                  ((jint)1)
#define JVMPI_EVENT_METHOD_ENTRY2                 ((jint)2)  /* also sends the receiver */
#define JVMPI_EVENT_METHOD_EXIT                   ((jint)3)  /* normal or exceptional exit */
#define JVMPI_EVENT_OBJECT_ALLOC                  ((jint)4)  /* defines an object ID */
#define JVMPI_EVENT_OBJECT_FREE                   ((jint)5)  /* GC only, thread suspended mode */
#define JVMPI_EVENT_OBJECT_MOVE                   ((jint)6)  /* GC only, thread suspended mode */
#define JVMPI_EVENT_COMPILED_METHOD_LOAD          ((jint)7)
#define JVMPI_EVENT_COMPILED_METHOD_UNLOAD        ((jint)8)
#define JVMPI_EVENT_INSTRUCTION_START             ((jint)9)  /* one per bytecode executed */
#define JVMPI_EVENT_THREAD_START                  ((jint)33) /* defines a thread (JNIEnv *) */
#define JVMPI_EVENT_THREAD_END                    ((jint)34) /* env_id is the ending thread */
#define JVMPI_EVENT_CLASS_LOAD_HOOK               ((jint)35) /* class bytes before parsing */
#define JVMPI_EVENT_HEAP_DUMP                     ((jint)37) /* RequestEvent only */
#define JVMPI_EVENT_JNI_GLOBALREF_ALLOC           ((jint)38)
#define JVMPI_EVENT_JNI_GLOBALREF_FREE            ((jint)39)
#define JVMPI_EVENT_JNI_WEAK_GLOBALREF_ALLOC      ((jint)40)
#define JVMPI_EVENT_JNI_WEAK_GLOBALREF_FREE       ((jint)41)
#define JVMPI_EVENT_CLASS_LOAD                    ((jint)42) /* defines a class and its methods */
#define JVMPI_EVENT_CLASS_UNLOAD                  ((jint)43)
#define JVMPI_EVENT_DATA_DUMP_REQUEST             ((jint)44) /* a hint: write your data now */
#define JVMPI_EVENT_DATA_RESET_REQUEST            ((jint)45) /* a hint: forget your data */
#define JVMPI_EVENT_JVM_INIT_DONE                 ((jint)46) /* CreateSystemThread allowed after it */
#define JVMPI_EVENT_JVM_SHUT_DOWN                 ((jint)47) /* the last event */
#define JVMPI_EVENT_ARENA_NEW                     ((jint)48) /* defines an arena ID */
#define JVMPI_EVENT_ARENA_DELETE                  ((jint)49) /* frees all objects left in it */
#define JVMPI_EVENT_OBJECT_DUMP                   ((jint)50) /* RequestEvent only */
#define JVMPI_EVENT_RAW_MONITOR_CONTENDED_ENTER   ((jint)51)
#define JVMPI_EVENT_RAW_MONITOR_CONTENDED_ENTERED ((jint)52)
#define JVMPI_EVENT_RAW_MONITOR_CONTENDED_EXIT    ((jint)53)
#define JVMPI_EVENT_MONITOR_CONTENDED_ENTER       ((jint)54)
#define JVMPI_EVENT_MONITOR_CONTENDED_ENTERED     ((jint)55)
#define JVMPI_EVENT_MONITOR_CONTENDED_EXIT        ((jint)56)
#define JVMPI_EVENT_MONITOR_WAIT                  ((jint)57) /* object NULL: Thread.sleep */
#define JVMPI_EVENT_MONITOR_WAITED                ((jint)58)
#define JVMPI_EVENT_MONITOR_DUMP                  ((jint)59) /* RequestEvent only */
#define JVMPI_EVENT_GC_START                      ((jint)60)
#define JVMPI_EVENT_GC_FINISH                     ((jint)61)

#define JVMPI_MAX_EVENT_TYPE_VAL                  ((jint)61)

/* OR-ed into event_type of every event produced by RequestEvent, so an
 * agent can tell an answer from a spontaneous event:
 *     case JVMPI_EVENT_CLASS_LOAD | JVMPI_REQUESTED_EVENT: ...            */
#define JVMPI_REQUESTED_EVENT                     ((jint)0x10000000)

/* The JDK 1.2 names, kept because agents of that time (HPROF among them)
 * still use them. */
#define JVMPI_EVENT_LOAD_COMPILED_METHOD          JVMPI_EVENT_COMPILED_METHOD_LOAD
#define JVMPI_EVENT_UNLOAD_COMPILED_METHOD        JVMPI_EVENT_COMPILED_METHOD_UNLOAD
#define JVMPI_EVENT_NEW_ARENA                     JVMPI_EVENT_ARENA_NEW
#define JVMPI_EVENT_DELETE_ARENA                  JVMPI_EVENT_ARENA_DELETE
#define JVMPI_EVENT_DUMP_DATA_REQUEST             JVMPI_EVENT_DATA_DUMP_REQUEST
#define JVMPI_EVENT_RESET_DATA_REQUEST            JVMPI_EVENT_DATA_RESET_REQUEST
#define JVMPI_EVENT_OBJ_ALLOC                     JVMPI_EVENT_OBJECT_ALLOC
#define JVMPI_EVENT_OBJ_FREE                      JVMPI_EVENT_OBJECT_FREE
#define JVMPI_EVENT_OBJ_MOVE                      JVMPI_EVENT_OBJECT_MOVE

/* Loupe extension, not in Sun's header: an event number beyond JDK 1.4's
 * set, reserved for Loupe's own sampling of the interpreter. An agent that
 * uses it should test LOUPE_JVMPI_EXTENSION_VERSION first, and must accept
 * JVMPI_NOT_AVAILABLE from EnableEvent (the VM may not offer it). It lies
 * outside 1..JVMPI_MAX_EVENT_TYPE_VAL, so agents that loop over the
 * standard events never touch it. */
#define LOUPE_JVMPI_EXTENSION_VERSION 1
#define JVMPI_EVENT_BYTECODE_SAMPLE               ((jint)100)

/* The argument of EnableEvent(JVMPI_EVENT_BYTECODE_SAMPLE, arg) (Loupe
 * extension): each thread posts a sample every `granularity` bytecodes it
 * executes (charged per run of basic blocks), or every granularity + r with r
 * uniform in [0, jitter) when jitter > 0 (a generator per thread with a
 * fixed seed, so that runs repeat). NULL: granularity 10000, no jitter. */
typedef struct {
    jlong granularity;
    jlong jitter;
} JVMPI_BytecodeSampleArg;

/* ---------------------------------------------------------------------------
 * Results of EnableEvent, DisableEvent and RequestEvent.
 */
#define JVMPI_SUCCESS       ((jint)0)
#define JVMPI_NOT_AVAILABLE ((jint)1)  /* the VM cannot send this event */
#define JVMPI_FAIL          ((jint)-1)

/* ---------------------------------------------------------------------------
 * Thread status (GetThreadStatus, monitor_dump.threads_status): one of the
 * three values, with the two bits OR-ed in.
 */
#define JVMPI_THREAD_RUNNABLE     ((jint)1)  /* running, or sleeping */
#define JVMPI_THREAD_MONITOR_WAIT ((jint)2)  /* blocked entering a monitor */
#define JVMPI_THREAD_CONDVAR_WAIT ((jint)3)  /* in Object.wait */

#define JVMPI_THREAD_SUSPENDED   0x8000
#define JVMPI_THREAD_INTERRUPTED 0x4000

/* ---------------------------------------------------------------------------
 * Priorities for CreateSystemThread (only these three are accepted).
 */
#define JVMPI_MINIMUM_PRIORITY 1
#define JVMPI_MAXIMUM_PRIORITY 10
#define JVMPI_NORMAL_PRIORITY  5

/* ---------------------------------------------------------------------------
 * Object and value types: obj_alloc.is_array, the kind byte of a level-0
 * heap dump, the type bytes (ty) of dumps. The primitive codes are the
 * newarray codes of the JVM specification, hence the gaps at 1 and 3.
 */
#define JVMPI_NORMAL_OBJECT ((jint)0)   /* an instance, not an array */
#define JVMPI_CLASS         ((jint)2)   /* array of references; in dumps: a reference */
#define JVMPI_BOOLEAN       ((jint)4)
#define JVMPI_CHAR          ((jint)5)
#define JVMPI_FLOAT         ((jint)6)
#define JVMPI_DOUBLE        ((jint)7)
#define JVMPI_BYTE          ((jint)8)
#define JVMPI_SHORT         ((jint)9)
#define JVMPI_INT           ((jint)10)
#define JVMPI_LONG          ((jint)11)

/* ---------------------------------------------------------------------------
 * Record kinds of a monitor dump.
 */
#define JVMPI_MONITOR_JAVA ((jint)0x01)  /* a Java object's monitor */
#define JVMPI_MONITOR_RAW  ((jint)0x02)  /* an agent's raw monitor */

/* ---------------------------------------------------------------------------
 * Record tags of heap dumps (levels 1 and 2) and object dumps. Each record
 * is the u1 tag followed by its fields, packed; u2/u4/u8 and primitive
 * values are big-endian, IDs, JNIEnv * and other pointers are native
 * pointers in native byte order (see docs/jvmpi.md for each record).
 */
#define JVMPI_GC_ROOT_UNKNOWN      0xff  /* id */
#define JVMPI_GC_ROOT_JNI_GLOBAL   0x01  /* id, jobject */
#define JVMPI_GC_ROOT_JNI_LOCAL    0x02  /* id, env, u4 frame (-1: no frame) */
#define JVMPI_GC_ROOT_JAVA_FRAME   0x03  /* id, env, u4 frame (-1: no frame) */
#define JVMPI_GC_ROOT_NATIVE_STACK 0x04  /* id, env */
#define JVMPI_GC_ROOT_STICKY_CLASS 0x05  /* id of a system class */
#define JVMPI_GC_ROOT_THREAD_BLOCK 0x06  /* id of the thread object, env */
#define JVMPI_GC_ROOT_MONITOR_USED 0x07  /* id of an entered monitor's object */
#define JVMPI_GC_ROOT_THREAD_OBJ   0x08  /* named but never given a layout */

#define JVMPI_GC_CLASS_DUMP        0x20
#define JVMPI_GC_INSTANCE_DUMP     0x21
#define JVMPI_GC_OBJ_ARRAY_DUMP    0x22
#define JVMPI_GC_PRIM_ARRAY_DUMP   0x23

/* ---------------------------------------------------------------------------
 * Heap dump levels (JVMPI_HeapDumpArg.heap_dump_level).
 */
#define JVMPI_DUMP_LEVEL_0 ((jint)0)  /* (u1 kind, id) per live object, no roots */
#define JVMPI_DUMP_LEVEL_1 ((jint)1)  /* roots and records, no primitive values */
#define JVMPI_DUMP_LEVEL_2 ((jint)2)  /* everything; RequestEvent's default (NULL) */

/* ---------------------------------------------------------------------------
 * Helper structures. Member order and types are ABI: agents compiled
 * against Sun's header index them directly.
 */

/* One frame of a call trace. */
typedef struct {
    jint lineno;          /* source line; -1 unknown, -3 native method */
    jmethodID method_id;  /* the method executing in this frame */
} JVMPI_CallFrame;

/* A thread's stack: the agent fills env_id and frames (room for `depth`
 * entries), GetCallTrace fills num_frames and frames[0..num_frames),
 * callee first. */
typedef struct {
    JNIEnv *env_id;            /* the thread */
    jint num_frames;           /* frames written */
    JVMPI_CallFrame *frames;   /* innermost frame first */
} JVMPI_CallTrace;

/* A field declared by a class (CLASS_LOAD's statics and instances). */
typedef struct {
    char *field_name;
    char *field_signature;     /* a JVM descriptor: "I", "Ljava/lang/String;" */
} JVMPI_Field;

/* The argument of RequestEvent(JVMPI_EVENT_HEAP_DUMP, arg). */
typedef struct {
    jint heap_dump_level;      /* JVMPI_DUMP_LEVEL_0, _1 or _2 */
} JVMPI_HeapDumpArg;

/* One line-number entry of a compiled method. */
typedef struct {
    jint offset;               /* from the start of the compiled code */
    jint lineno;               /* source line */
} JVMPI_Lineno;

/* A method declared by a class (CLASS_LOAD). */
typedef struct {
    char *method_name;
    char *method_signature;    /* a JVM descriptor: "(I)V" */
    jint start_lineno;         /* first source line, -1 if native or abstract */
    jint end_lineno;           /* last source line, -1 if native or abstract */
    jmethodID method_id;
} JVMPI_Method;

/* ---------------------------------------------------------------------------
 * The event passed to NotifyEvent. Only the union member of the event's
 * type is meaningful. The union is as large as class_load (72 bytes on
 * LP64, 40 on ILP32), and no member may grow it: the size is ABI.
 */
typedef struct {
    jint event_type;   /* JVMPI_EVENT_..., possibly | JVMPI_REQUESTED_EVENT */
    JNIEnv *env_id;    /* the thread the event happened in */

    union {
        /* CLASS_LOAD. Methods, statics and instances are those declared by
         * this class; their order is the order of values in dumps. */
        struct {
            const char *class_name;    /* with dots: java.lang.String, [I */
            char *source_name;         /* the SourceFile attribute, or NULL */
            jint num_interfaces;
            jint num_methods;
            JVMPI_Method *methods;
            jint num_static_fields;
            JVMPI_Field *statics;
            jint num_instance_fields;
            JVMPI_Field *instances;
            jobjectID class_id;        /* the java.lang.Class object */
        } class_load;

        /* CLASS_UNLOAD */
        struct {
            jobjectID class_id;
        } class_unload;

        /* CLASS_LOAD_HOOK. The VM loads new_class_data (new_class_data_len
         * bytes) afterwards, so an agent that does not instrument must set
         * them to class_data/class_data_len; a new buffer must come from
         * malloc_f, because the VM frees it. */
        struct {
            unsigned char *class_data;
            jint class_data_len;
            unsigned char *new_class_data;
            jint new_class_data_len;
            void *(*malloc_f)(unsigned int);
        } class_load_hook;

        /* OBJECT_ALLOC */
        struct {
            jint arena_id;
            jobjectID class_id;   /* the class; for JVMPI_CLASS the element class;
                                     NULL for primitive arrays */
            jint is_array;        /* JVMPI_NORMAL_OBJECT, JVMPI_CLASS, JVMPI_BOOLEAN.. */
            jint size;            /* bytes */
            jobjectID obj_id;
        } obj_alloc;

        /* OBJECT_FREE */
        struct {
            jobjectID obj_id;
        } obj_free;

        /* OBJECT_MOVE: the object now has a new ID, maybe in a new arena. */
        struct {
            jint arena_id;
            jobjectID obj_id;
            jint new_arena_id;
            jobjectID new_obj_id;
        } obj_move;

        /* ARENA_NEW */
        struct {
            jint arena_id;
            const char *arena_name;
        } new_arena;

        /* ARENA_DELETE: every object still in the arena is freed, with no
         * OBJECT_FREE of its own. */
        struct {
            jint arena_id;
        } delete_arena;

        /* THREAD_START (THREAD_END fills it too). */
        struct {
            char *thread_name;
            char *group_name;
            char *parent_name;
            jobjectID thread_id;      /* the java.lang.Thread object */
            JNIEnv *thread_env_id;    /* the new thread, as JVMPI names threads */
        } thread_start;

        /* HEAP_DUMP: the records between begin and end (format by level). */
        struct {
            int dump_level;
            char *begin;
            char *end;
            jint num_traces;          /* stacks holding roots; 0 at level 0 */
            JVMPI_CallTrace *traces;
        } heap_dump;

        /* JNI_GLOBALREF_ALLOC, JNI_WEAK_GLOBALREF_ALLOC */
        struct {
            jobjectID obj_id;         /* the object referred to */
            jobject ref_id;           /* the new (weak) global reference */
        } jni_globalref_alloc;

        /* JNI_GLOBALREF_FREE, JNI_WEAK_GLOBALREF_FREE */
        struct {
            jobject ref_id;
        } jni_globalref_free;

        /* METHOD_ENTRY, METHOD_EXIT */
        struct {
            jmethodID method_id;
        } method;

        /* METHOD_ENTRY2 */
        struct {
            jmethodID method_id;
            jobjectID obj_id;         /* the receiver; NULL for static methods */
        } method_entry2;

        /* COMPILED_METHOD_LOAD */
        struct {
            jmethodID method_id;
            void *code_addr;
            jint code_size;
            jint lineno_table_size;
            JVMPI_Lineno *lineno_table;
        } compiled_method_load;

        /* COMPILED_METHOD_UNLOAD */
        struct {
            jmethodID method_id;
        } compiled_method_unload;

        /* INSTRUCTION_START: before each bytecode; u tells how a branch or
         * switch goes. */
        struct {
            jmethodID method_id;
            jint offset;              /* bytecode index in the method */
            union {
                struct {
                    jboolean is_true;             /* the branch is taken */
                } if_info;
                struct {
                    jint key;                     /* the value switched on */
                    jint low;
                    jint hi;
                } tableswitch_info;
                struct {
                    jint chosen_pair_index;       /* 0-based; == pairs_total: default */
                    jint pairs_total;
                } lookupswitch_info;
            } u;
        } instruction;

        /* MONITOR_DUMP: one trace and one status per thread. */
        struct {
            char *begin;
            char *end;
            jint num_traces;
            JVMPI_CallTrace *traces;
            jint *threads_status;
        } monitor_dump;

        /* RAW_MONITOR_CONTENDED_ENTER, _ENTERED, _EXIT */
        struct {
            const char *name;
            JVMPI_RawMonitor id;
        } raw_monitor;

        /* MONITOR_CONTENDED_ENTER, _ENTERED, _EXIT */
        struct {
            jobjectID object;
        } monitor;

        /* MONITOR_WAIT (timeout: asked, 0 forever) and MONITOR_WAITED
         * (timeout: waited), in ms; object NULL for Thread.sleep. */
        struct {
            jobjectID object;
            jlong timeout;
        } monitor_wait;

        /* GC_FINISH: the heap after the collection. */
        struct {
            jlong used_objects;
            jlong used_object_space;   /* bytes */
            jlong total_object_space;  /* bytes */
        } gc_info;

        /* OBJECT_DUMP: one level-2 record. */
        struct {
            jint data_len;
            char *data;
        } object_dump;

        /* Loupe extension, not in Sun's header (JVMPI_EVENT_BYTECODE_SAMPLE):
         * bytecodes executed by the thread since its previous sample. `last`
         * is 1 when the thread leaves its outermost Java frame (as when it
         * ends): the sample then carries the rest, usually fewer than the
         * granularity, so that no bytecode goes unreported. Small enough to
         * leave the union's size and every offset unchanged. */
        struct {
            jlong bytecodes;
            jint last;
        } bytecode_sample;
    } u;
} JVMPI_Event;

/* ---------------------------------------------------------------------------
 * The interface table GetEnv hands out. Slot order is ABI. The function
 * pointers are plain C calls (no JNICALL), as in Sun's header.
 */
typedef struct {
    jint version;   /* the version the VM implements, compatible with the one asked for */

    /* Set by the agent before JVM_OnLoad returns; the VM calls it with
     * every enabled or requested event. */
    void (*NotifyEvent)(JVMPI_Event *event);

    /* JVMPI_SUCCESS, or JVMPI_NOT_AVAILABLE for an event the VM cannot
     * send (the dump events can only be requested); arg is unused. */
    jint (*EnableEvent)(jint event_type, void *arg);
    jint (*DisableEvent)(jint event_type, void *arg);
    /* Sends the event synchronously on the calling thread before returning:
     * HEAP_DUMP (arg: JVMPI_HeapDumpArg *, NULL for level 2), MONITOR_DUMP,
     * OBJECT_DUMP (arg: the jobjectID), and the defining events CLASS_LOAD
     * (arg: class ID), THREAD_START (arg: thread object ID), OBJECT_ALLOC
     * (arg: object ID). */
    jint (*RequestEvent)(jint event_type, void *arg);

    /* The stack of trace->env_id (the current thread or a suspended one),
     * at most depth frames. */
    void (*GetCallTrace)(JVMPI_CallTrace *trace, jint depth);
    /* Ends the VM with this exit code. */
    void (*ProfilerExit)(jint exit_code);

    /* Raw monitors: re-entrant locks with wait/notify for the agent's own
     * data. Contention on names not starting with '_' is reported. */
    JVMPI_RawMonitor (*RawMonitorCreate)(char *lock_name);
    void (*RawMonitorEnter)(JVMPI_RawMonitor lock_id);
    void (*RawMonitorExit)(JVMPI_RawMonitor lock_id);
    void (*RawMonitorWait)(JVMPI_RawMonitor lock_id, jlong ms);  /* 0: forever */
    void (*RawMonitorNotifyAll)(JVMPI_RawMonitor lock_id);
    void (*RawMonitorDestroy)(JVMPI_RawMonitor lock_id);

    /* CPU time used by the calling thread, in nanoseconds. */
    jlong (*GetCurrentThreadCpuTime)(void);
    /* Threads are named by their JNIEnv *. */
    void (*SuspendThread)(JNIEnv *env);
    void (*ResumeThread)(JNIEnv *env);
    jint (*GetThreadStatus)(JNIEnv *env);        /* JVMPI_THREAD_... | bits */
    jboolean (*ThreadHasRun)(JNIEnv *env);       /* used CPU since last suspended */
    /* A daemon thread running f(NULL); only after JVM_INIT_DONE. JNI_OK or
     * JNI_ERR. priority: JVMPI_MINIMUM/NORMAL/MAXIMUM_PRIORITY. */
    jint (*CreateSystemThread)(char *name, jint priority, void (*f)(void *));
    /* One pointer per thread for the agent. */
    void (*SetThreadLocalStorage)(JNIEnv *env_id, void *ptr);
    void *(*GetThreadLocalStorage)(JNIEnv *env_id);

    /* GC off and on again (they nest); RunGC collects the whole heap and
     * must not be called while GC is disabled. */
    void (*DisableGC)(void);
    void (*EnableGC)(void);
    void (*RunGC)(void);

    jobjectID (*GetThreadObject)(JNIEnv *env);   /* the java.lang.Thread */
    jobjectID (*GetMethodClass)(jmethodID mid);  /* the declaring class's ID */

    /* JVMPI_VERSION_1_1: between IDs and JNI local references; only while
     * GC is disabled. */
    jobject (*jobjectID2jobject)(jobjectID jid);
    jobjectID (*jobject2jobjectID)(jobject jobj);

    /* JVMPI_VERSION_1_2: results[i] is 0 when reqList[i] was suspended
     * (resumed), otherwise an error code. */
    void (*SuspendThreadList)(jint reqCount, JNIEnv **reqList, jint *results);
    void (*ResumeThreadList)(jint reqCount, JNIEnv **reqList, jint *results);
} JVMPI_Interface;

/* ---------------------------------------------------------------------------
 * The agent's entry point, looked up by name in lib<name>.so for
 * -Xrun<name>[:<options>]. options is the text after the first ':' (NULL
 * without one); reserved is NULL. Return JNI_OK, or JNI_ERR to stop the VM.
 * Sun's headers leave it undeclared; declaring it here gives it C linkage
 * even where a C++ agent forgets extern "C".
 */
JNIEXPORT jint JNICALL JVM_OnLoad(JavaVM *vm, char *options, void *reserved);

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* LOUPE_JVMPI_H */
