// A text statistics tool reading stdin: line/word/char counts, word frequencies (ties broken alphabetically), longest words, letter histogram, average word length.
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

public class TextStatistics {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, "UTF-8"));
        Map<String, Integer> freq = new HashMap<>();
        int lines = 0, words = 0, chars = 0, blankLines = 0;
        long letters = 0;
        int[] histogram = new int[26];
        TreeSet<String> longest = new TreeSet<>();
        int longestLen = 0;
        String line;
        while ((line = in.readLine()) != null) {
            lines++;
            chars += line.length();
            if (line.trim().isEmpty()) { blankLines++; continue; }
            for (String raw : line.split("[^A-Za-z']+")) {
                String w = raw.toLowerCase();
                while (w.startsWith("'")) w = w.substring(1);
                while (w.endsWith("'")) w = w.substring(0, w.length() - 1);
                if (w.isEmpty()) continue;
                words++;
                freq.merge(w, 1, Integer::sum);
                for (char c : w.toCharArray()) if (c >= 'a' && c <= 'z') { histogram[c - 'a']++; letters++; }
                if (w.length() > longestLen) { longestLen = w.length(); longest.clear(); }
                if (w.length() == longestLen) longest.add(w);
            }
        }
        System.out.println("lines " + lines + " (blank " + blankLines + "), words " + words + ", distinct " + freq.size() + ", chars " + chars);
        System.out.printf("average word length %.3f%n", words == 0 ? 0.0 : (double) letters / words);
        List<Map.Entry<String, Integer>> entries = new ArrayList<>(freq.entrySet());
        entries.sort((a, b) -> b.getValue() != a.getValue().intValue() ? b.getValue() - a.getValue() : a.getKey().compareTo(b.getKey()));
        System.out.println("top words:");
        for (int i = 0; i < Math.min(8, entries.size()); i++) {
            Map.Entry<String, Integer> e = entries.get(i);
            System.out.printf("  %2d. %-10s %3d %s%n", i + 1, e.getKey(), e.getValue(), bar(e.getValue()));
        }
        System.out.println("longest (" + longestLen + "): " + longest);
        StringBuilder hist = new StringBuilder();
        for (int i = 0; i < 26; i++) if (histogram[i] > 0) hist.append((char) ('a' + i)).append('=').append(histogram[i]).append(' ');
        System.out.println("letters: " + hist.toString().trim());
        Map<Integer, Integer> byLength = new TreeMap<>();
        for (Map.Entry<String, Integer> e : freq.entrySet()) byLength.merge(e.getKey().length(), e.getValue(), Integer::sum);
        System.out.println("words by length: " + byLength);
        Map<Character, TreeSet<String>> byInitial = new TreeMap<>();
        for (String w : freq.keySet()) byInitial.computeIfAbsent(w.charAt(0), k -> new TreeSet<>()).add(w);
        System.out.println("words starting with t: " + byInitial.get('t'));
    }

    static String bar(int n) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) sb.append('#');
        return sb.toString();
    }
}
