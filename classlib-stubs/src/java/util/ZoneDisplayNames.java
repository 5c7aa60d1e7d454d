package java.util;

/**
 * Display names of tz-database zones, as JDK 17 prints them in English
 * (its CLDR names). They are looked up by the zone's POSIX rule up to its
 * first comma ("EST5EDT", "CET-1CEST", "IST-5:30"): zones that share a rule
 * mostly share a metazone and so their names. The table holds the common
 * ones (recorded from HotSpot, the majority name where zones of one rule
 * differ). Other zones get their tz abbreviations as short names when they
 * are letters, else, like the JDK for zones without names, "GMT+03:00".
 */
final class ZoneDisplayNames {
    /** rule|short standard|short daylight|long standard|long daylight. */
    private static final String[] TABLE = {
        "ACST-9:30|ACST|ACDT|Australian Central Standard Time|Australian Central Daylight Time",
        "ACST-9:30ACDT|ACST|ACDT|Australian Central Standard Time|Australian Central Daylight Time",
        "AEST-10|AEST|AEDT|Australian Eastern Standard Time|Australian Eastern Daylight Time",
        "AEST-10AEDT|AEST|AEDT|Australian Eastern Standard Time|Australian Eastern Daylight Time",
        "AKST9AKDT|AKST|AKDT|Alaska Standard Time|Alaska Daylight Time",
        "AST4|AST|ADT|Atlantic Standard Time|Atlantic Daylight Time",
        "AST4ADT|AST|ADT|Atlantic Standard Time|Atlantic Daylight Time",
        "AWST-8|AWST|AWDT|Australian Western Standard Time|Australian Western Daylight Time",
        "CAT-2|CAT|CAST|Central Africa Time|Central African Summer Time",
        "CET-1|CET|CEST|Central European Standard Time|Central European Summer Time",
        "CET-1CEST|CET|CEST|Central European Standard Time|Central European Summer Time",
        "CST-8|CST|CDT|China Standard Time|China Daylight Time",
        "CST5CDT|CST|CDT|Cuba Standard Time|Cuba Daylight Time",
        "CST6|CST|CDT|Central Standard Time|Central Daylight Time",
        "CST6CDT|CST|CDT|Central Standard Time|Central Daylight Time",
        "ChST-10|ChST|ChDT|Chamorro Standard Time|Chamorro Daylight Time",
        "EAT-3|EAT|EAST|East Africa Time|Eastern African Summer Time",
        "EET-2|EET|EEST|Eastern European Standard Time|Eastern European Summer Time",
        "EET-2EEST|EET|EEST|Eastern European Standard Time|Eastern European Summer Time",
        "EST5|EST|EDT|Eastern Standard Time|Eastern Daylight Time",
        "EST5EDT|EST|EDT|Eastern Standard Time|Eastern Daylight Time",
        "GMT0|GMT|GMT|Greenwich Mean Time|Greenwich Mean Time",
        "GMT0BST|GMT|BST|Greenwich Mean Time|British Summer Time",
        "HKT-8|HKT|HKST|Hong Kong Standard Time|Hong Kong Summer Time",
        "HST10|HST|HDT|Hawaii-Aleutian Standard Time|Hawaii-Aleutian Daylight Time",
        "HST10HDT|HAST|HADT|Hawaii-Aleutian Standard Time|Hawaii-Aleutian Daylight Time",
        "IST-1GMT0|GMT|IST|Greenwich Mean Time|Irish Standard Time",
        "IST-2IDT|IST|IDT|Israel Standard Time|Israel Daylight Time",
        "IST-5:30|IST|IDT|India Standard Time|India Daylight Time",
        "JST-9|JST|JDT|Japan Standard Time|Japan Daylight Time",
        "KST-9|KST|KDT|Korean Standard Time|Korean Daylight Time",
        "MET-1MEST|MET|MEST|Middle Europe Time|Middle Europe Summer Time",
        "MSK-3|MSK|MSD|Moscow Standard Time|Moscow Summer Time",
        "MST7|MST|MDT|Mountain Standard Time|Mountain Daylight Time",
        "MST7MDT|MST|MDT|Mountain Standard Time|Mountain Daylight Time",
        "NST3:30NDT|NST|NDT|Newfoundland Standard Time|Newfoundland Daylight Time",
        "NZST-12NZDT|NZST|NZDT|New Zealand Standard Time|New Zealand Daylight Time",
        "PKT-5|PKT|PKST|Pakistan Standard Time|Pakistan Summer Time",
        "PST-8|PST|PDT|Philippine Standard Time|Philippine Summer Time",
        "PST8PDT|PST|PDT|Pacific Standard Time|Pacific Daylight Time",
        "SAST-2|SAST|SAST|South Africa Standard Time|South Africa Summer Time",
        "SST11|SST|SDT|Samoa Standard Time|Samoa Daylight Time",
        "UTC0|UTC|UTC|Coordinated Universal Time|Coordinated Universal Time",
        "WAT-1|WAT|WAST|West Africa Standard Time|West Africa Summer Time",
        "WET0WEST|WET|WEST|Western European Standard Time|Western European Summer Time",
        "WIB-7|WIB|WIST|Western Indonesia Time|West Indonesia Summer Time",
        "WIT-9|WIT|EIST|Eastern Indonesia Time|East Indonesia Summer Time",
        "WITA-8|WITA|CIST|Central Indonesia Time|Central Indonesia Summer Time",
    };

    private static Map<String, String[]> byRule;

    private ZoneDisplayNames() {
    }

    /**
     * The name of a zone whose POSIX rule text is rulesKey (may be null), with
     * the tz abbreviations standardAbbreviation/daylightAbbreviation (either may be null).
     */
    static String name(String id, String rulesKey, String standardAbbreviation, String daylightAbbreviation,
            boolean daylight, int style, int offsetMillis) {
        String[] names = rulesKey == null ? null : table().get(rulesKey);
        if (names != null) {
            // The fixed zones EST, MST and HST have no daylight names of their own.
            boolean fixedLegacy = id.equals("EST") || id.equals("MST") || id.equals("HST");
            int column = (style == TimeZone.LONG ? 2 : 0) + (daylight && !fixedLegacy ? 1 : 0);
            return names[column];
        }
        String abbreviation = daylight && daylightAbbreviation != null ? daylightAbbreviation : standardAbbreviation;
        if (style == TimeZone.SHORT && abbreviation != null && isLetters(abbreviation)) {
            return abbreviation;
        }
        return FixedOffsetZone.customId(offsetMillis);
    }

    private static boolean isLetters(String s) {
        for (int i = 0; i < s.length(); i++) {
            if (!Character.isLetter(s.charAt(i))) {
                return false;
            }
        }
        return !s.isEmpty();
    }

    private static synchronized Map<String, String[]> table() {
        if (byRule == null) {
            Map<String, String[]> map = new HashMap<>();
            for (String row : TABLE) {
                String[] columns = row.split("\\|");
                map.put(columns[0], Arrays.copyOfRange(columns, 1, 5));
            }
            byRule = map;
        }
        return byRule;
    }
}
