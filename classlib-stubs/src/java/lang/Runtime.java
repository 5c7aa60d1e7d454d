package java.lang;

/** The running VM: exit and halt, shutdown hooks, processors and heap figures. */
public class Runtime {
    private static final Runtime currentRuntime = new Runtime();

    private Runtime() {}

    public static Runtime getRuntime() {
        return currentRuntime;
    }

    /** Runs the shutdown hooks, then ends the VM with the given status. */
    public void exit(int status) {
        Shutdown.exit(status);
    }

    /** Ends the VM at once; no hook runs. */
    public void halt(int status) {
        Shutdown.halt(status);
    }

    public void addShutdownHook(Thread hook) {
        Shutdown.add(hook);
    }

    public boolean removeShutdownHook(Thread hook) {
        return Shutdown.remove(hook);
    }

    public native int availableProcessors();

    public native long freeMemory();

    public native long totalMemory();

    public native long maxMemory();

    public native void gc();

    public void runFinalization() {}
}
