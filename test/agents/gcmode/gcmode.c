/* What an agent may and may not do from a heap event's callback, where the
 * collecting thread has the world stopped (thread-suspended mode):
 * RequestEvent answers JVMPI_NOT_AVAILABLE, RunGC returns without
 * collecting, and EnableEvent/DisableEvent work without deadlocking (the VM
 * switches the event inside the safepoint already in progress). Written in
 * C, as a JDK 1.2 agent would be. */
#include <jvmpi.h>
#include <stdio.h>

static JVMPI_Interface *jvmpi;
static int gc_starts, gc_finishes, nested_finishes, request_refused, allocs_seen, failures;
static int in_gc;

static void notify(JVMPI_Event *e) {
    JVMPI_HeapDumpArg level0 = {JVMPI_DUMP_LEVEL_0};
    switch (e->event_type) {
    case JVMPI_EVENT_GC_START:
        if (in_gc) failures++;
        in_gc = 1;
        gc_starts++;
        if (jvmpi->RequestEvent(JVMPI_EVENT_HEAP_DUMP, &level0) == JVMPI_NOT_AVAILABLE) request_refused++;
        jvmpi->RunGC();  /* must return at once: no collection inside a collection */
        /* Switch allocation events on and off from inside the safepoint. */
        if (jvmpi->EnableEvent(JVMPI_EVENT_OBJECT_ALLOC, NULL) != JVMPI_SUCCESS) failures++;
        break;
    case JVMPI_EVENT_GC_FINISH:
        if (!in_gc) nested_finishes++;
        in_gc = 0;
        gc_finishes++;
        if (jvmpi->DisableEvent(JVMPI_EVENT_OBJECT_ALLOC, NULL) != JVMPI_SUCCESS) failures++;
        break;
    case JVMPI_EVENT_OBJECT_ALLOC:
        allocs_seen++;  /* only while a collection was between START and FINISH: none expected */
        break;
    case JVMPI_EVENT_JVM_SHUT_DOWN:
        fprintf(stderr, "gcmode: starts=%d finishes=%d refused=%d allocs-between=%d nested=%d failures=%d\n",
                gc_starts, gc_finishes, request_refused, allocs_seen, nested_finishes, failures);
        break;
    default:
        break;
    }
}

JNIEXPORT jint JNICALL JVM_OnLoad(JavaVM *vm, char *options, void *reserved) {
    (void)options;
    (void)reserved;
    if ((*vm)->GetEnv(vm, (void **)&jvmpi, JVMPI_VERSION_1) != JNI_OK) return JNI_ERR;
    jvmpi->NotifyEvent = notify;
    jvmpi->EnableEvent(JVMPI_EVENT_GC_START, NULL);
    jvmpi->EnableEvent(JVMPI_EVENT_GC_FINISH, NULL);
    jvmpi->EnableEvent(JVMPI_EVENT_JVM_SHUT_DOWN, NULL);
    return JNI_OK;
}
