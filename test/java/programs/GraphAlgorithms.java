// Graph algorithms on a fixed weighted graph: BFS levels, iterative and recursive DFS, Dijkstra with PriorityQueue, topological sort with cycle detection, connected components.
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.List;
import java.util.PriorityQueue;
import java.util.TreeMap;

public class GraphAlgorithms {
    static final class Edge {
        final int to, weight;
        Edge(int to, int weight) { this.to = to; this.weight = weight; }
    }

    final List<List<Edge>> adj = new ArrayList<>();
    GraphAlgorithms(int n) { for (int i = 0; i < n; i++) adj.add(new ArrayList<>()); }
    void edge(int a, int b, int w, boolean directed) {
        adj.get(a).add(new Edge(b, w));
        if (!directed) adj.get(b).add(new Edge(a, w));
    }

    int[] bfs(int start) {
        int[] dist = new int[adj.size()];
        Arrays.fill(dist, -1);
        Deque<Integer> q = new ArrayDeque<>();
        dist[start] = 0;
        q.add(start);
        while (!q.isEmpty()) {
            int u = q.poll();
            for (Edge e : adj.get(u)) if (dist[e.to] < 0) { dist[e.to] = dist[u] + 1; q.add(e.to); }
        }
        return dist;
    }

    void dfs(int u, boolean[] seen, List<Integer> order) {
        seen[u] = true;
        order.add(u);
        for (Edge e : adj.get(u)) if (!seen[e.to]) dfs(e.to, seen, order);
    }

    List<Integer> dfsIterative(int start) {
        List<Integer> order = new ArrayList<>();
        boolean[] seen = new boolean[adj.size()];
        Deque<Integer> stack = new ArrayDeque<>();
        stack.push(start);
        while (!stack.isEmpty()) {
            int u = stack.pop();
            if (seen[u]) continue;
            seen[u] = true;
            order.add(u);
            List<Edge> es = adj.get(u);
            for (int i = es.size() - 1; i >= 0; i--) if (!seen[es.get(i).to]) stack.push(es.get(i).to);
        }
        return order;
    }

    long[] dijkstra(int src, int[] prev) {
        long[] dist = new long[adj.size()];
        Arrays.fill(dist, Long.MAX_VALUE);
        Arrays.fill(prev, -1);
        dist[src] = 0;
        PriorityQueue<long[]> pq = new PriorityQueue<>((a, b) -> a[0] != b[0] ? Long.compare(a[0], b[0]) : Long.compare(a[1], b[1]));
        pq.add(new long[]{0, src});
        while (!pq.isEmpty()) {
            long[] top = pq.poll();
            int u = (int) top[1];
            if (top[0] > dist[u]) continue;
            for (Edge e : adj.get(u)) {
                long nd = dist[u] + e.weight;
                if (nd < dist[e.to]) { dist[e.to] = nd; prev[e.to] = u; pq.add(new long[]{nd, e.to}); }
            }
        }
        return dist;
    }

    List<Integer> topoSort() {
        int n = adj.size();
        int[] indeg = new int[n];
        for (List<Edge> es : adj) for (Edge e : es) indeg[e.to]++;
        PriorityQueue<Integer> ready = new PriorityQueue<>();
        for (int i = 0; i < n; i++) if (indeg[i] == 0) ready.add(i);
        List<Integer> out = new ArrayList<>();
        while (!ready.isEmpty()) {
            int u = ready.poll();
            out.add(u);
            for (Edge e : adj.get(u)) if (--indeg[e.to] == 0) ready.add(e.to);
        }
        if (out.size() != n) throw new IllegalStateException("cycle detected after " + out);
        return out;
    }

    static String path(int[] prev, int to) {
        Deque<Integer> p = new ArrayDeque<>();
        for (int v = to; v != -1; v = prev[v]) p.push(v);
        return p.toString();
    }

    public static void main(String[] args) {
        GraphAlgorithms g = new GraphAlgorithms(9);
        int[][] edges = {{0, 1, 4}, {0, 7, 8}, {1, 2, 8}, {1, 7, 11}, {2, 3, 7}, {2, 8, 2}, {2, 5, 4}, {3, 4, 9}, {3, 5, 14}, {4, 5, 10},
                         {5, 6, 2}, {6, 7, 1}, {6, 8, 6}, {7, 8, 7}};
        for (int[] e : edges) g.edge(e[0], e[1], e[2], false);
        System.out.println("bfs levels " + Arrays.toString(g.bfs(0)));
        List<Integer> rec = new ArrayList<>();
        g.dfs(0, new boolean[9], rec);
        System.out.println("dfs recursive " + rec + " iterative " + g.dfsIterative(0));
        int[] prev = new int[9];
        long[] dist = g.dijkstra(0, prev);
        for (int v = 0; v < 9; v++) System.out.println("  0 -> " + v + " cost " + dist[v] + " via " + path(prev, v));
        GraphAlgorithms dag = new GraphAlgorithms(8);
        int[][] deps = {{0, 3}, {1, 3}, {1, 4}, {2, 4}, {3, 5}, {4, 5}, {5, 6}, {2, 7}, {7, 6}};
        for (int[] d : deps) dag.edge(d[0], d[1], 1, true);
        System.out.println("topological order " + dag.topoSort());
        dag.edge(6, 1, 1, true);
        try {
            dag.topoSort();
        } catch (IllegalStateException e) {
            System.out.println(e.getMessage());
        }
        GraphAlgorithms forest = new GraphAlgorithms(10);
        int[][] fe = {{0, 1}, {1, 2}, {3, 4}, {5, 6}, {6, 7}, {7, 5}, {9, 8}};
        for (int[] e : fe) forest.edge(e[0], e[1], 1, false);
        boolean[] seen = new boolean[10];
        TreeMap<Integer, List<Integer>> comps = new TreeMap<>();
        for (int v = 0; v < 10; v++) {
            if (seen[v]) continue;
            List<Integer> c = new ArrayList<>();
            forest.dfs(v, seen, c);
            c.sort(null);
            comps.put(v, c);
        }
        System.out.println("components " + comps.values());
    }
}
