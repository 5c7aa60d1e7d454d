// Loupe benchmark: strings and HashMap<String, Integer>. Pseudo-random text
// (words of one to four syllables, capitalised sentences, commas and full
// stops) is built with a StringBuilder in paragraphs, then split into words
// by scanning its characters; every word is lower-cased and counted in a
// HashMap<String, Integer>. At the end the entries are sorted by count and
// word. The checksum covers the distinct words, every (word, count) pair and
// the order of the twenty most frequent words.
//
// usage: WordCount [s1|s10|s100|param=<words>]   (default s10)
// prints: bench WordCount size=<size> time_ms=<ms> checksum=<c>   (see bench/README.md)

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

public class WordCount {
    static final String NAME = "WordCount";
    // Words of text per size.
    static final int[] PARAMS = {3_000, 30_000, 300_000};
    static final long[] CHECKSUMS = {6510788724586899555L, -3400728516529845116L, 800484708963760085L};

    static final String[] SYLLABLES = {
        "ka", "ri", "to", "mo", "ne", "su", "la", "vi",
        "de", "po", "chi", "ran", "el", "u", "bor", "qua"
    };
    static final int PARAGRAPH_WORDS = 1500;

    static long seed;

    static int next(int bound) {
        seed = seed * 6364136223846793005L + 1442695040888963407L;
        return (int) ((seed >>> 33) % bound);
    }

    // Appends one paragraph of `words` words.
    static void paragraph(StringBuilder sb, int words) {
        boolean sentenceStart = true;
        for (int w = 0; w < words; w++) {
            // short words are much more frequent than long ones
            int r = next(100);
            int syllables = r < 40 ? 1 : r < 75 ? 2 : r < 93 ? 3 : 4;
            int start = sb.length();
            for (int s = 0; s < syllables; s++) {
                // skewed towards the first syllables
                int a = next(16);
                int b = next(16);
                sb.append(SYLLABLES[Math.min(a, b)]);
            }
            if (sentenceStart) {
                sb.setCharAt(start, Character.toUpperCase(sb.charAt(start)));
                sentenceStart = false;
            }
            int p = next(20);
            if (p == 0) {
                sb.append(". ");
                sentenceStart = true;
            } else if (p == 1) {
                sb.append(", ");
            } else {
                sb.append(' ');
            }
        }
        sb.append('\n');
    }

    static void count(String text, HashMap<String, Integer> counts) {
        int n = text.length();
        int i = 0;
        while (i < n) {
            while (i < n && !Character.isLetter(text.charAt(i))) {
                i++;
            }
            if (i >= n) {
                break;
            }
            int start = i;
            boolean upper = false;
            while (i < n && Character.isLetter(text.charAt(i))) {
                if (Character.isUpperCase(text.charAt(i))) {
                    upper = true;
                }
                i++;
            }
            String word = text.substring(start, i);
            if (upper) {
                word = word.toLowerCase();
            }
            Integer seen = counts.get(word);
            counts.put(word, seen == null ? 1 : seen + 1);
        }
    }

    static long kernel(int words) {
        seed = 20240611L;
        HashMap<String, Integer> counts = new HashMap<>();
        StringBuilder sb = new StringBuilder();
        long chars = 0;
        for (int done = 0; done < words; done += PARAGRAPH_WORDS) {
            sb.setLength(0);
            paragraph(sb, Math.min(PARAGRAPH_WORDS, words - done));
            String text = sb.toString();
            chars += text.length();
            count(text, counts);
        }

        long pairs = 0;
        long total = 0;
        List<Map.Entry<String, Integer>> entries = new ArrayList<>(counts.size());
        for (Map.Entry<String, Integer> e : counts.entrySet()) {
            int c = e.getValue();
            pairs += (long) e.getKey().hashCode() * (2 * c + 1);
            total += c;
            entries.add(e);
        }
        Collections.sort(entries, new Comparator<Map.Entry<String, Integer>>() {
            @Override
            public int compare(Map.Entry<String, Integer> x, Map.Entry<String, Integer> y) {
                int byCount = Integer.compare(y.getValue(), x.getValue());
                return byCount != 0 ? byCount : x.getKey().compareTo(y.getKey());
            }
        });
        long top = 0;
        for (int k = 0; k < 20 && k < entries.size(); k++) {
            Map.Entry<String, Integer> e = entries.get(k);
            top = top * 31 + e.getKey().hashCode();
            top = top * 31 + e.getValue();
        }
        if (total != words) {
            System.err.println(NAME + ": counted " + total + " words, generated " + words);
            System.exit(1);
        }
        return ((counts.size() * 1_000_003L + chars) * 31 + pairs) * 31 + top;
    }

    public static void main(String[] args) {
        BenchHarness.run(NAME, args, PARAMS, CHECKSUMS, WordCount::kernel);
    }
}
