package java.lang;

import java.util.ArrayList;

/**
 * The VM's way out. Hooks run once, each on its own thread, all started before
 * any is joined (the JDK's order among hooks is unspecified too).
 */
final class Shutdown {
    private static ArrayList<Thread> hooks = new ArrayList<>();
    private static boolean running;

    private Shutdown() {}

    static synchronized void add(Thread hook) {
        if (hooks == null) {
            throw new IllegalStateException("Shutdown in progress");
        }
        if (hook.isAlive()) {
            throw new IllegalArgumentException("Hook already running");
        }
        if (hooks.contains(hook)) {
            throw new IllegalArgumentException("Hook previously registered");
        }
        hooks.add(hook);
    }

    static synchronized boolean remove(Thread hook) {
        if (hooks == null) {
            throw new IllegalStateException("Shutdown in progress");
        }
        if (hook == null) {
            throw new NullPointerException();
        }
        return hooks.remove(hook);
    }

    /** Called by System.exit from any thread. */
    static void exit(int status) {
        runHooks();
        halt(status);
    }

    /** Called by the VM when the last non-daemon thread has ended. */
    static void shutdown() {
        runHooks();
    }

    private static void runHooks() {
        ArrayList<Thread> toRun;
        synchronized (Shutdown.class) {
            if (running) {
                return;
            }
            running = true;
            toRun = hooks;
            hooks = null;
        }
        for (Thread t : toRun) {
            t.start();
        }
        for (Thread t : toRun) {
            while (true) {
                try {
                    t.join();
                    break;
                } catch (InterruptedException ignored) {
                    // keep waiting: the hook must finish
                }
            }
        }
    }

    static void halt(int status) {
        halt0(status);
    }

    private static native void halt0(int status);
}
