/* A test agent for Loupe's BYTECODE_SAMPLE extension: it attributes each
 * sample's bytecodes to the method on top of the sampling thread's stack
 * and, at shutdown, prints the totals of the methods of one class, the
 * number of samples and the sum of their counts.
 *   -Xrunbytecodes[:interval=<n>][,jitter=<n>][,class=<name>] (default Main)
 * With interval=1 every run of basic blocks is a sample: the totals are then the
 * exact bytecode counts (test/agents/run_agent_test.py compares them with
 * INSTRUCTION_START's). */
#include <jvmpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_METHODS 64

static JVMPI_Interface *jvmpi;
static JVMPI_RawMonitor lock;
static struct {
    jmethodID id;
    char name[128];
    long long bytecodes;
} methods[MAX_METHODS];
static int method_count;
static long long samples, lasts, total;
static char class_name[128] = "Main";

static void on_class_load(const JVMPI_Event *e) {
    int i;
    if (strcmp(e->u.class_load.class_name, class_name) != 0) return;
    for (i = 0; i < e->u.class_load.num_methods && method_count < MAX_METHODS; i++) {
        methods[method_count].id = e->u.class_load.methods[i].method_id;
        snprintf(methods[method_count].name, sizeof methods[method_count].name, "%s%s",
                 e->u.class_load.methods[i].method_name, e->u.class_load.methods[i].method_signature);
        method_count++;
    }
}

static void on_sample(const JVMPI_Event *e) {
    JVMPI_CallFrame frame;
    JVMPI_CallTrace trace;
    int i;
    trace.env_id = e->env_id;
    trace.frames = &frame;
    jvmpi->GetCallTrace(&trace, 1);
    jvmpi->RawMonitorEnter(lock);
    if (e->u.bytecode_sample.last) {
        lasts++;
    } else {
        samples++;
    }
    total += e->u.bytecode_sample.bytecodes;
    if (trace.num_frames == 1) {
        for (i = 0; i < method_count; i++) {
            if (methods[i].id == frame.method_id) methods[i].bytecodes += e->u.bytecode_sample.bytecodes;
        }
    }
    jvmpi->RawMonitorExit(lock);
}

static void notify(JVMPI_Event *e) {
    int i;
    switch (e->event_type) {
    case JVMPI_EVENT_CLASS_LOAD:
        on_class_load(e);
        break;
    case JVMPI_EVENT_BYTECODE_SAMPLE:
        on_sample(e);
        break;
    case JVMPI_EVENT_JVM_SHUT_DOWN:
        jvmpi->RawMonitorEnter(lock);
        for (i = 0; i < method_count; i++) {
            if (methods[i].bytecodes > 0) {
                fprintf(stderr, "bytecodes: %s.%s %lld\n", class_name, methods[i].name, methods[i].bytecodes);
            }
        }
        fprintf(stderr, "bytecodes: samples=%lld last=%lld total=%lld\n", samples, lasts, total);
        jvmpi->RawMonitorExit(lock);
        break;
    default:
        break;
    }
}

JNIEXPORT jint JNICALL JVM_OnLoad(JavaVM *vm, char *options, void *reserved) {
    JVMPI_BytecodeSampleArg arg = {10000, 0};
    const char *p = options;
    (void)reserved;
    while (p != NULL && *p != '\0') {
        if (strncmp(p, "interval=", 9) == 0) {
            arg.granularity = atoll(p + 9);
        } else if (strncmp(p, "jitter=", 7) == 0) {
            arg.jitter = atoll(p + 7);
        } else if (strncmp(p, "class=", 6) == 0) {
            size_t n = strcspn(p + 6, ",");
            if (n >= sizeof class_name) n = sizeof class_name - 1;
            memcpy(class_name, p + 6, n);
            class_name[n] = '\0';
        } else {
            fprintf(stderr, "bytecodes: unknown option %s\n", p);
            return JNI_ERR;
        }
        p = strchr(p, ',');
        if (p != NULL) p++;
    }
    if ((*vm)->GetEnv(vm, (void **)&jvmpi, JVMPI_VERSION_1) != JNI_OK) return JNI_ERR;
    jvmpi->NotifyEvent = notify;
    lock = jvmpi->RawMonitorCreate("_bytecodes");
    jvmpi->EnableEvent(JVMPI_EVENT_CLASS_LOAD, NULL);
    jvmpi->EnableEvent(JVMPI_EVENT_JVM_SHUT_DOWN, NULL);
    if (jvmpi->EnableEvent(JVMPI_EVENT_BYTECODE_SAMPLE, &arg) != JVMPI_SUCCESS) {
        fprintf(stderr, "bytecodes: BYTECODE_SAMPLE refused\n");
        return JNI_ERR;
    }
    return JNI_OK;
}
