/*
 * A library for the -Xrun error test (test/agents/xrun) that loads but has
 * no JVM_OnLoad: the VM must say so and exit with status 1.
 */
int loupe_test_not_an_agent(int x);

int loupe_test_not_an_agent(int x) {
    return x + 1;
}
