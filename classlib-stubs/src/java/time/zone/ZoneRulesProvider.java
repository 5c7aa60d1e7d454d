package java.time.zone;

import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Where zone rules come from. Loupe has one source, the operating system's tz
 * database: the TZif files under /usr/share/zoneinfo (RFC 8536), read on first
 * use and cached. Registering further providers is not supported.
 */
public abstract class ZoneRulesProvider {
    private static final String ZONEINFO = "/usr/share/zoneinfo/";
    private static final Map<String, ZoneRules> CACHE = new HashMap<>();
    private static Set<String> availableIds;

    protected ZoneRulesProvider() {
        throw new UnsupportedOperationException("ZoneRulesProvider: only the system tz database is supported");
    }

    /** The region ids listed in the database's tzdata.zi (zones "Z" and links "L"). */
    public static synchronized Set<String> getAvailableZoneIds() {
        if (availableIds == null) {
            Set<String> ids = new HashSet<>();
            byte[] index = readFile(ZONEINFO + "tzdata.zi");
            if (index != null) {
                for (String line : new String(index, java.nio.charset.StandardCharsets.UTF_8).split("\n")) {
                    String[] words = line.split(" ");
                    if (words.length >= 2 && words[0].equals("Z")) {
                        ids.add(words[1]);
                    } else if (words.length >= 3 && words[0].equals("L")) {
                        ids.add(words[2]);
                    }
                }
            }
            availableIds = Collections.unmodifiableSet(ids);
        }
        return new HashSet<>(availableIds);
    }

    public static synchronized ZoneRules getRules(String zoneId, boolean forCaching) {
        ZoneRules rules = CACHE.get(zoneId);
        if (rules == null) {
            rules = load(zoneId);
            CACHE.put(zoneId, rules);
        }
        return rules;
    }

    private static ZoneRules load(String zoneId) {
        // Ids are relative names inside the database: refuse anything that could leave it.
        if (zoneId.startsWith("/") || zoneId.contains("..")) {
            throw new ZoneRulesException("Unknown time-zone ID: " + zoneId);
        }
        byte[] data = readFile(ZONEINFO + zoneId);
        ZoneRules rules = data == null ? null : parseTzif(data);
        if (rules == null) {
            throw new ZoneRulesException("Unknown time-zone ID: " + zoneId);
        }
        return rules;
    }

    private static byte[] readFile(String path) {
        try (InputStream in = new FileInputStream(path)) {
            java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
            byte[] buf = new byte[8192];
            int n;
            while ((n = in.read(buf)) > 0) {
                out.write(buf, 0, n);
            }
            return out.toByteArray();
        } catch (IOException | RuntimeException ex) {
            return null;
        }
    }

    /**
     * Reads a TZif file: a header and a block of 32-bit data, and for version
     * 2 and later a second header and block with 64-bit transition times
     * followed by the POSIX TZ footer. Returns null if the data is not TZif.
     */
    static ZoneRules parseTzif(byte[] data) {
        if (data.length < 44 || data[0] != 'T' || data[1] != 'Z' || data[2] != 'i' || data[3] != 'f') {
            return null;
        }
        int version = data[4] == 0 ? 1 : data[4] - '0';
        int pos = 0;
        int timeSize = 4;
        if (version >= 2) {
            pos = 44 + blockLength(data, 0, 4);
            timeSize = 8;
        }
        int isUtCount = readInt(data, pos + 20);
        int isStdCount = readInt(data, pos + 24);
        int leapCount = readInt(data, pos + 28);
        int timeCount = readInt(data, pos + 32);
        int typeCount = readInt(data, pos + 36);
        int charCount = readInt(data, pos + 40);
        int times = pos + 44;
        int typeIndices = times + timeCount * timeSize;
        int types = typeIndices + timeCount;
        int end = types + typeCount * 6 + charCount + leapCount * (timeSize + 4) + isStdCount + isUtCount;
        if (typeCount == 0 || end > data.length) {
            return null;
        }
        int[] utOffsets = new int[typeCount];
        boolean[] isDst = new boolean[typeCount];
        for (int i = 0; i < typeCount; i++) {
            utOffsets[i] = readInt(data, types + i * 6);
            isDst[i] = data[types + i * 6 + 4] != 0;
        }
        // Keep only transitions that change the wall offset (not just the abbreviation or the dst flag).
        List<Long> instants = new ArrayList<>();
        List<ZoneOffset> walls = new ArrayList<>();
        List<ZoneOffset> standards = new ArrayList<>();
        int firstType = 0;
        walls.add(ZoneOffset.ofTotalSeconds(utOffsets[firstType]));
        int lastStandard = utOffsets[firstType];
        standards.add(ZoneOffset.ofTotalSeconds(lastStandard));
        for (int i = 0; i < timeCount; i++) {
            long instant = timeSize == 8 ? readLong(data, times + i * 8) : readInt(data, times + i * 4);
            int type = data[typeIndices + i] & 0xFF;
            if (type >= typeCount) {
                return null;
            }
            if (!isDst[type]) {
                lastStandard = utOffsets[type];
            }
            ZoneOffset wall = ZoneOffset.ofTotalSeconds(utOffsets[type]);
            ZoneOffset standard = ZoneOffset.ofTotalSeconds(lastStandard);
            if (wall.equals(walls.get(walls.size() - 1))) {
                standards.set(standards.size() - 1, standard);
                continue;
            }
            instants.add(instant);
            walls.add(wall);
            standards.add(standard);
        }
        PosixTzRule footer = null;
        if (version >= 2 && end < data.length && data[end] == '\n') {
            int close = end + 1;
            while (close < data.length && data[close] != '\n') {
                close++;
            }
            footer = PosixTzRule.parse(new String(data, end + 1, close - end - 1, java.nio.charset.StandardCharsets.US_ASCII));
        }
        long[] transitionArray = new long[instants.size()];
        for (int i = 0; i < transitionArray.length; i++) {
            transitionArray[i] = instants.get(i);
        }
        int lastType = timeCount == 0 ? 0 : data[typeIndices + timeCount - 1] & 0xFF;
        return new ZoneRules(transitionArray, walls.toArray(new ZoneOffset[0]),
                standards.toArray(new ZoneOffset[0]), footer, abbreviation(data, types, typeCount, charCount, lastType));
    }

    /** The NUL-terminated abbreviation of a local time type ("EST"), or null if malformed. */
    private static String abbreviation(byte[] data, int types, int typeCount, int charCount, int type) {
        int chars = types + typeCount * 6;
        int start = data[types + type * 6 + 5] & 0xFF;
        int end = start;
        while (end < charCount && data[chars + end] != 0) {
            end++;
        }
        return start < charCount ? new String(data, chars + start, end - start, java.nio.charset.StandardCharsets.US_ASCII)
                : null;
    }

    /** Length of a data block whose header starts at headerPos, for times of timeSize bytes. */
    private static int blockLength(byte[] data, int headerPos, int timeSize) {
        int isUtCount = readInt(data, headerPos + 20);
        int isStdCount = readInt(data, headerPos + 24);
        int leapCount = readInt(data, headerPos + 28);
        int timeCount = readInt(data, headerPos + 32);
        int typeCount = readInt(data, headerPos + 36);
        int charCount = readInt(data, headerPos + 40);
        return timeCount * timeSize + timeCount + typeCount * 6 + charCount + leapCount * (timeSize + 4)
                + isStdCount + isUtCount;
    }

    private static int readInt(byte[] data, int pos) {
        return ((data[pos] & 0xFF) << 24) | ((data[pos + 1] & 0xFF) << 16) | ((data[pos + 2] & 0xFF) << 8)
                | (data[pos + 3] & 0xFF);
    }

    private static long readLong(byte[] data, int pos) {
        return ((long) readInt(data, pos) << 32) | (readInt(data, pos + 4) & 0xFFFFFFFFL);
    }
}
