// TCP and UDP over loopback: an echo server thread, timeouts, refused and busy ports, shutdown, close waking a blocked accept, socket states and messages
import java.io.*;
import java.net.*;
import java.nio.charset.StandardCharsets;

public class SocketEcho {
    static String hidePorts(Object o) {
        return String.valueOf(o).replaceAll("port=\\d+", "port=P").replaceAll(":\\d+$", ":P");
    }

    static void attempt(String what, Callable call) {
        try {
            System.out.println(what + ": " + call.run());
        } catch (Exception e) {
            System.out.println(what + ": " + e);
        }
    }

    interface Callable { Object run() throws Exception; }

    /** What the server thread saw, printed after it ends so that the output does not depend on timing. */
    static final StringBuilder serverLog = new StringBuilder();

    static void log(String line) {
        synchronized (serverLog) {
            serverLog.append(line).append('\n');
        }
    }

    public static void main(String[] args) throws Exception {
        ServerSocket server = new ServerSocket(0, 10, InetAddress.getLoopbackAddress());
        int port = server.getLocalPort();
        System.out.println(hidePorts(server) + " bound=" + server.isBound() + " reuse=" + server.getReuseAddress());

        // An echo server: each line comes back upper-cased with its number, until "bye".
        Thread echo = new Thread(() -> {
            try (Socket peer = server.accept()) {
                log("server accepted " + hidePorts(peer) + " " + peer.getInetAddress());
                BufferedReader in = new BufferedReader(new InputStreamReader(peer.getInputStream(), StandardCharsets.UTF_8));
                PrintWriter out = new PrintWriter(new OutputStreamWriter(peer.getOutputStream(), StandardCharsets.UTF_8), true);
                String line;
                int n = 0;
                while ((line = in.readLine()) != null && !line.equals("bye")) {
                    out.println(++n + ":" + line.toUpperCase());
                }
                // A bulk payload back, then end of stream.
                byte[] payload = new byte[50000];
                for (int i = 0; i < payload.length; i++) payload[i] = (byte) (i * 31);
                peer.getOutputStream().write(payload);
                peer.shutdownOutput();
                log("server done " + peer.isOutputShutdown() + " " + peer.isInputShutdown());
                log("server read after bye: " + in.read());
            } catch (IOException e) {
                log("server failed: " + e);
            }
        });
        echo.start();

        Socket client = new Socket();
        System.out.println(client + " " + client.isBound() + " " + client.isConnected() + " " + client.getLocalPort() + " " + client.getPort());
        attempt("input before connect", client::getInputStream);
        client.setTcpNoDelay(true);
        client.setSoTimeout(5000);
        client.connect(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 5000);
        System.out.println(hidePorts(client) + " nodelay=" + client.getTcpNoDelay() + " timeout=" + client.getSoTimeout()
                + " remote=" + hidePorts(client.getRemoteSocketAddress()) + " local=" + client.getLocalAddress()
                + " samePort=" + (client.getPort() == port));
        attempt("connect again", () -> { client.connect(new InetSocketAddress(port)); return null; });
        PrintWriter out = new PrintWriter(new OutputStreamWriter(client.getOutputStream(), StandardCharsets.UTF_8), true);
        BufferedReader in = new BufferedReader(new InputStreamReader(client.getInputStream(), StandardCharsets.UTF_8));
        StringBuilder garbage = new StringBuilder();
        for (String word : new String[] {"hello", "caf\u00e9", "loupe jvm", ""}) {
            out.println(word);
            for (int i = 0; i < 50; i++) garbage.append(new int[8].length);  // allocate while the server blocks
            System.out.println("client got " + in.readLine());
        }
        out.println("bye");
        InputStream raw = client.getInputStream();
        long sum = 0;
        int total = 0;
        byte[] chunk = new byte[4096];
        for (int n; (n = raw.read(chunk)) > 0; ) {
            for (int i = 0; i < n; i++) sum += chunk[i] & 0xff;
            total += n;
        }
        System.out.println("client payload " + total + " bytes, sum " + sum + ", then " + raw.read());
        client.shutdownOutput();
        echo.join();
        System.out.print(serverLog);
        attempt("write after shutdownOutput", () -> { client.getOutputStream().write(1); return null; });
        attempt("shutdownOutput again", () -> { client.shutdownOutput(); return null; });
        client.close();
        System.out.println("closed " + client.isClosed() + " " + client.isConnected() + " " + hidePorts(client));
        attempt("input after close", client::getInputStream);
        attempt("read after close", () -> raw.read());
        attempt("timeout after close", client::getSoTimeout);

        // Timeouts.
        server.setSoTimeout(10);
        attempt("accept", server::accept);
        try (Socket idle = new Socket(InetAddress.getLoopbackAddress(), port); Socket other = server.accept()) {
            idle.setSoTimeout(10);
            attempt("read", () -> idle.getInputStream().read());
            System.out.println("still open " + !idle.isClosed() + " " + !other.isClosed());
        }

        // Busy and refused ports, bad arguments.
        attempt("busy", () -> new ServerSocket(port));
        server.close();
        System.out.println(hidePorts(server) + " closed=" + server.isClosed());
        attempt("accept closed", server::accept);
        attempt("refused", () -> new Socket(InetAddress.getLoopbackAddress(), port));
        attempt("unresolved", () -> new Socket("no.such.host.invalid", 80));
        attempt("port range", () -> new ServerSocket(70000));
        attempt("negative timeout", () -> { new Socket().connect(new InetSocketAddress(port), -1); return null; });
        attempt("null address", () -> { new Socket().connect(null); return null; });
        System.out.println(new ServerSocket());

        // close() from another thread wakes a thread blocked in accept.
        ServerSocket waiting = new ServerSocket(0);
        Thread acceptor = new Thread(() -> {
            try {
                waiting.accept();
                System.out.println("accepted?");
            } catch (IOException e) {
                System.out.println("blocked accept ended by " + e.getClass().getName());
            }
        });
        acceptor.start();
        for (int i = 0; i < 200; i++) garbage.append(new long[4].length);
        Thread.sleep(20);
        waiting.close();
        acceptor.join();

        // UDP: a datagram to ourselves, a connected socket, a receive timeout.
        try (DatagramSocket a = new DatagramSocket(0, InetAddress.getLoopbackAddress()); DatagramSocket b = new DatagramSocket()) {
            byte[] hello = "ping".getBytes(StandardCharsets.US_ASCII);
            b.send(new DatagramPacket(hello, hello.length, InetAddress.getLoopbackAddress(), a.getLocalPort()));
            DatagramPacket packet = new DatagramPacket(new byte[16], 16);
            a.receive(packet);
            System.out.println("udp " + new String(packet.getData(), 0, packet.getLength(), StandardCharsets.US_ASCII)
                    + " from " + packet.getAddress() + " same port " + (packet.getPort() == b.getLocalPort()));
            a.connect(packet.getSocketAddress());
            a.send(new DatagramPacket(new byte[] {1, 2, 3}, 3));
            DatagramPacket small = new DatagramPacket(new byte[2], 2);
            b.receive(small);
            System.out.println("udp truncated to " + small.getLength() + " " + small.getData()[1] + " connected " + a.isConnected());
            b.setSoTimeout(10);
            attempt("udp receive", () -> { b.receive(small); return null; });
            attempt("udp no address", () -> { b.send(new DatagramPacket(new byte[1], 1)); return null; });
            a.disconnect();
            System.out.println("udp " + a.isConnected() + " " + a.getInetAddress() + " " + a.getPort() + " " + a.getLocalAddress());
        }
        System.out.println("garbage " + garbage.length());
    }
}
