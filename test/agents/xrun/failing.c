/*
 * An agent for the -Xrun error test (test/agents/xrun): its JVM_OnLoad
 * returns JNI_ERR when its options are exactly "fail", JNI_OK otherwise.
 * It prints the options it got on stderr so that the test can check they
 * arrive verbatim (NULL without a ':', as in the JDK). Plain C, as many
 * agents of the JDK 1.2 era were.
 */
#include <stdio.h>
#include <string.h>

#include "jvmpi.h"

JNIEXPORT jint JNICALL JVM_OnLoad(JavaVM *vm, char *options, void *reserved) {
    JVMPI_Interface *jvmpi = NULL;
    (void)reserved;
    if (options == NULL) {
        fprintf(stderr, "failing: options=NULL\n");
    } else {
        fprintf(stderr, "failing: options=[%s]\n", options);
    }
    /* The VM must hand out an interface even to an agent that then fails. */
    if ((*vm)->GetEnv(vm, (void **)&jvmpi, JVMPI_VERSION_1) != JNI_OK || jvmpi == NULL) {
        fprintf(stderr, "failing: GetEnv(JVMPI_VERSION_1) failed\n");
        return JNI_ERR;
    }
    if (options != NULL && strcmp(options, "fail") == 0) {
        return JNI_ERR;
    }
    return JNI_OK;
}
