/* A minimal JVMPI agent in C, built by the agents/pkg-config test with the
 * one line docs/jvmpi.md gives a third party:
 *     cc -shared -fPIC $(pkg-config --cflags loupe-jvmpi) gccount.c -o libgccount.so
 * It counts collections and says how many at shutdown; it echoes its
 * options, so the test sees them arrive verbatim. */
#include <stdio.h>

#include <jvmpi.h>

static JVMPI_Interface *jvmpi;
static long collections;

static void notify_event(JVMPI_Event *event)
{
    switch (event->event_type) {
    case JVMPI_EVENT_GC_FINISH:
        /* Collections never overlap: no lock needed for the count. */
        collections++;
        break;
    case JVMPI_EVENT_JVM_SHUT_DOWN:
        fprintf(stderr, "gccount: %ld collections\n", collections);
        break;
    default:
        break;
    }
}

JNIEXPORT jint JNICALL JVM_OnLoad(JavaVM *vm, char *options, void *reserved)
{
    (void)reserved;
    if ((*vm)->GetEnv(vm, (void **)&jvmpi, JVMPI_VERSION_1) != JNI_OK)
        return JNI_ERR;
    jvmpi->NotifyEvent = notify_event;
    if (jvmpi->EnableEvent(JVMPI_EVENT_GC_FINISH, NULL) != JVMPI_SUCCESS ||
        jvmpi->EnableEvent(JVMPI_EVENT_JVM_SHUT_DOWN, NULL) != JVMPI_SUCCESS)
        return JNI_ERR;
    fprintf(stderr, "gccount: options %s%s%s\n", options ? "\"" : "", options ? options : "NULL",
            options ? "\"" : "");
    return JNI_OK;
}
