/* A deliberately faulty JVMPI agent for loupe-agentcheck's end-to-end test
 * on the real VM (end_to_end.py, e2e-faults): each fault shows only under
 * the collectors that move objects, so that the matrix has both verdicts.
 *
 *     -Xruntoyagent:crash-on-move   writes through a null pointer at the first OBJECT_MOVE
 *     -Xruntoyagent:hang-on-move    never returns from the first OBJECT_MOVE
 *     -Xruntoyagent:print-moves     prints "toyagent: <n> moves" on stdout at JVM_SHUT_DOWN
 *     -Xruntoyagent:rungc-on-move   calls RunGC from its OBJECT_MOVE callback, which JVMPI
 *                                   forbids during a collection (-Xcheck:jvmpi warns)
 *
 * Written in C against jvmpi.h alone, as a third party's agent. */
#include <jvmpi.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

enum fault { CRASH_ON_MOVE, HANG_ON_MOVE, PRINT_MOVES, RUNGC_ON_MOVE };

static JVMPI_Interface *jvmpi;
static enum fault fault;
static long moves;  /* only the collecting thread writes it, the world stopped */

static void notify(JVMPI_Event *event) {
    switch (event->event_type) {
    case JVMPI_EVENT_OBJECT_MOVE:
        moves++;
        if (fault == CRASH_ON_MOVE) {
            volatile int *nowhere = NULL;
            *nowhere = 1;
        }
        while (fault == HANG_ON_MOVE) pause();
        if (fault == RUNGC_ON_MOVE && moves == 1) jvmpi->RunGC();
        break;
    case JVMPI_EVENT_JVM_SHUT_DOWN:
        printf("toyagent: %ld moves\n", moves);
        fflush(stdout);
        break;
    default:
        break;
    }
}

JNIEXPORT jint JNICALL JVM_OnLoad(JavaVM *vm, char *options, void *reserved) {
    (void)reserved;
    if (options == NULL) options = "";
    if (strcmp(options, "crash-on-move") == 0) {
        fault = CRASH_ON_MOVE;
    } else if (strcmp(options, "hang-on-move") == 0) {
        fault = HANG_ON_MOVE;
    } else if (strcmp(options, "print-moves") == 0) {
        fault = PRINT_MOVES;
    } else if (strcmp(options, "rungc-on-move") == 0) {
        fault = RUNGC_ON_MOVE;
    } else {
        fprintf(stderr, "toyagent: give crash-on-move, hang-on-move, print-moves or rungc-on-move\n");
        return JNI_ERR;
    }
    if ((*vm)->GetEnv(vm, (void **)&jvmpi, JVMPI_VERSION_1) != JNI_OK) return JNI_ERR;
    jvmpi->NotifyEvent = notify;
    jvmpi->EnableEvent(JVMPI_EVENT_OBJECT_MOVE, NULL);
    jvmpi->EnableEvent(JVMPI_EVENT_JVM_SHUT_DOWN, NULL);
    return JNI_OK;
}
