// Huffman coding: builds a code tree with a PriorityQueue using deterministic tie-breaking, prints the code table, encodes and decodes a text, reports compression.
import java.util.Map;
import java.util.PriorityQueue;
import java.util.TreeMap;

public class HuffmanCoding {
    static abstract class Node implements Comparable<Node> {
        final int weight; final int order;
        Node(int weight, int order) { this.weight = weight; this.order = order; }
        public int compareTo(Node o) { return weight != o.weight ? Integer.compare(weight, o.weight) : Integer.compare(order, o.order); }
    }
    static final class Leaf extends Node {
        final char symbol;
        Leaf(char symbol, int weight, int order) { super(weight, order); this.symbol = symbol; }
    }
    static final class Branch extends Node {
        final Node left, right;
        Branch(Node l, Node r, int order) { super(l.weight + r.weight, order); left = l; right = r; }
    }

    static void assign(Node n, String prefix, Map<Character, String> codes) {
        if (n instanceof Leaf) {
            codes.put(((Leaf) n).symbol, prefix.isEmpty() ? "0" : prefix);
        } else {
            Branch b = (Branch) n;
            assign(b.left, prefix + '0', codes);
            assign(b.right, prefix + '1', codes);
        }
    }

    public static void main(String[] args) {
        String text = "this is an example of a huffman tree built by a teaching jvm called loupe";
        Map<Character, Integer> freq = new TreeMap<>();
        for (char c : text.toCharArray()) freq.merge(c, 1, Integer::sum);
        PriorityQueue<Node> pq = new PriorityQueue<>();
        int order = 0;
        for (Map.Entry<Character, Integer> e : freq.entrySet()) pq.add(new Leaf(e.getKey(), e.getValue(), order++));
        while (pq.size() > 1) {
            Node a = pq.poll(), b = pq.poll();
            pq.add(new Branch(a, b, order++));
        }
        Node root = pq.poll();
        Map<Character, String> codes = new TreeMap<>();
        assign(root, "", codes);
        for (Map.Entry<Character, String> e : codes.entrySet()) {
            System.out.println("'" + e.getKey() + "' x" + freq.get(e.getKey()) + " -> " + e.getValue());
        }
        StringBuilder bits = new StringBuilder();
        for (char c : text.toCharArray()) bits.append(codes.get(c));
        System.out.println("encoded bits " + bits.length() + " vs " + text.length() * 8 + " raw, ratio " + String.format("%.4f", bits.length() / (text.length() * 8.0)));
        System.out.println(bits.substring(0, 64));
        StringBuilder decoded = new StringBuilder();
        Node cur = root;
        for (int i = 0; i < bits.length(); i++) {
            cur = bits.charAt(i) == '0' ? ((Branch) cur).left : ((Branch) cur).right;
            if (cur instanceof Leaf) { decoded.append(((Leaf) cur).symbol); cur = root; }
        }
        System.out.println("decoded equals input: " + decoded.toString().equals(text));
        byte[] packed = new byte[(bits.length() + 7) / 8];
        for (int i = 0; i < bits.length(); i++) if (bits.charAt(i) == '1') packed[i / 8] |= (byte) (0x80 >>> (i % 8));
        StringBuilder hex = new StringBuilder();
        for (int i = 0; i < 8; i++) hex.append(String.format("%02x", packed[i] & 0xff));
        System.out.println("packed " + packed.length + " bytes, first 8: " + hex);
    }
}
