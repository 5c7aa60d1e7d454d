// Checks strict alternation of two threads with wait/notify on a shared turn variable: the printed order is fixed by the handoff protocol.
public class PingPong {
    private boolean pingTurn = true;

    synchronized void hit(boolean isPing, String word, int round) throws InterruptedException {
        while (pingTurn != isPing) wait();
        System.out.println(word + " " + round + " from " + Thread.currentThread().getName());
        pingTurn = !pingTurn;
        notify();
    }

    public static void main(String[] args) throws InterruptedException {
        PingPong table = new PingPong();
        Thread ping = new Thread(() -> {
            try { for (int i = 1; i <= 5; i++) table.hit(true, "ping", i); } catch (InterruptedException e) { throw new RuntimeException(e); }
        }, "pinger");
        Thread pong = new Thread(() -> {
            try { for (int i = 1; i <= 5; i++) table.hit(false, "pong", i); } catch (InterruptedException e) { throw new RuntimeException(e); }
        }, "ponger");
        pong.start();
        ping.start();
        ping.join();
        pong.join();
        System.out.println("done");
    }
}
