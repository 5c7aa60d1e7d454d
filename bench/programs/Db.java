// Loupe benchmark modelled on SPECjvm98 _209_db: an in-memory database of
// address records. In each session a generated text "file" of records (one
// line each, fields separated by '|') is parsed into PersonRecord objects,
// then a seeded script of operations runs against it: find by key (hash
// index), add, delete, modify, find by name prefix (linear scan), sort by
// different fields with Comparators (names, city then name, age descending,
// salary then id, zip only), range scans with aggregation, group-by-city
// reports and formatted "pages" of records; at the end the table is written
// back as a file. The checksum folds the result of every operation and the
// written files.
//
// What it stresses in the VM: String operations (compareTo, equals,
// startsWith, hashCode, parsing, building with StringBuilder), ArrayList and
// HashMap<Integer/String, ...> with boxing, stable sorts through lambda
// comparators (invokedynamic, interface calls), many small short-lived
// objects (strings, boxes, report rows) next to a record table that lives
// for a whole session.
//
// usage: Db [s1|s10|s100|param=<sessions>]   (default s10)
// prints: bench Db size=<size> time_ms=<ms> checksum=<c>   (see bench/README.md)

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/** One row of the database. */
final class PersonRecord {
    final int id;
    final String last;
    final String first;
    String street;
    String city;
    int zip;
    String dept;
    int age;
    int salary;

    PersonRecord(int id, String last, String first, String street, String city, int zip, String dept, int age,
                 int salary) {
        this.id = id;
        this.last = last;
        this.first = first;
        this.street = street;
        this.city = city;
        this.zip = zip;
        this.dept = dept;
        this.age = age;
        this.salary = salary;
    }

    /** The line format of the data file: id|last|first|street|city|zip|dept|age|salary */
    String toLine() {
        StringBuilder sb = new StringBuilder(64);
        sb.append(id).append('|').append(last).append('|').append(first).append('|').append(street)
            .append('|').append(city).append('|').append(zip).append('|').append(dept).append('|')
            .append(age).append('|').append(salary);
        return sb.toString();
    }

    static PersonRecord parse(String line) {
        String[] f = new String[9];
        int start = 0;
        for (int i = 0; i < 8; i++) {
            int bar = line.indexOf('|', start);
            f[i] = line.substring(start, bar);
            start = bar + 1;
        }
        f[8] = line.substring(start);
        return new PersonRecord(Integer.parseInt(f[0]), f[1], f[2], f[3], f[4], Integer.parseInt(f[5]), f[6],
            Integer.parseInt(f[7]), Integer.parseInt(f[8]));
    }

    String fullName() {
        return last + ", " + first;
    }

    @Override
    public String toString() {
        return "#" + id + " " + fullName() + ", " + street + ", " + zip + " " + city + " [" + dept + "] age " + age
            + " salary " + salary;
    }
}

/** Per-city totals of a group-by report. */
final class CityStats {
    final String city;
    int count;
    long salaries;
    int oldest;

    CityStats(String city) {
        this.city = city;
    }
}

/** The table: rows in insertion order plus a hash index on the key. */
final class Database {
    private final ArrayList<PersonRecord> rows = new ArrayList<>();
    private final HashMap<Integer, PersonRecord> byId = new HashMap<>();
    private String sortedBy = "insertion";

    int size() {
        return rows.size();
    }

    PersonRecord get(int index) {
        return rows.get(index);
    }

    boolean add(PersonRecord r) {
        if (byId.containsKey(r.id)) {
            return false;
        }
        byId.put(r.id, r);
        rows.add(r);
        return true;
    }

    PersonRecord find(int id) {
        return byId.get(id);
    }

    boolean delete(int id) {
        PersonRecord r = byId.remove(id);
        if (r == null) {
            return false;
        }
        rows.remove(r);
        return true;
    }

    void sort(String field, Comparator<PersonRecord> order) {
        Collections.sort(rows, order);
        sortedBy = field;
    }

    String sortedBy() {
        return sortedBy;
    }

    /** Records whose last name starts with the prefix, in table order. */
    List<PersonRecord> findByPrefix(String prefix) {
        List<PersonRecord> out = new ArrayList<>();
        for (PersonRecord r : rows) {
            if (r.last.startsWith(prefix)) {
                out.add(r);
            }
        }
        return out;
    }

    /** Sum of salaries of the records in an age range of one department. */
    long scan(int minAge, int maxAge, String dept) {
        long sum = 0;
        int count = 0;
        for (int i = 0; i < rows.size(); i++) {
            PersonRecord r = rows.get(i);
            if (r.age >= minAge && r.age <= maxAge && r.dept.equals(dept)) {
                sum += r.salary;
                count++;
            }
        }
        return sum * 1009 + count;
    }

    /** Group by city, report sorted by total salary (descending) then city. */
    List<CityStats> groupByCity() {
        Map<String, CityStats> groups = new HashMap<>();
        for (PersonRecord r : rows) {
            CityStats s = groups.get(r.city);
            if (s == null) {
                s = new CityStats(r.city);
                groups.put(r.city, s);
            }
            s.count++;
            s.salaries += r.salary;
            s.oldest = Math.max(s.oldest, r.age);
        }
        List<CityStats> report = new ArrayList<>(groups.values());
        report.sort((a, b) -> a.salaries != b.salaries
            ? Long.compare(b.salaries, a.salaries)
            : a.city.compareTo(b.city));
        return report;
    }

    /** Gives everybody in a department a raise of `percent` percent. */
    int raise(String dept, int percent) {
        int n = 0;
        for (PersonRecord r : rows) {
            if (r.dept.equals(dept)) {
                r.salary += r.salary * percent / 100;
                n++;
            }
        }
        return n;
    }
}

/** Generates names, addresses and the data file. */
final class Generator {
    static final String[] SYLLABLES = {
        "an", "ber", "cor", "dal", "en", "fa", "gil", "hor", "is", "jo", "ka", "lin", "mar", "no", "os",
        "per", "quin", "ros", "san", "tel", "ul", "ven", "wil", "xa", "yor", "zed"
    };
    static final String[] CITIES = {
        "Springfield", "Riverton", "Lakeside", "Fairview", "Greenville", "Kingston", "Madison", "Oakdale",
        "Ashford", "Brookfield", "Clayton", "Dunmore", "Easton", "Franklin", "Georgetown", "Hillcrest"
    };
    static final String[] DEPTS = {"Sales", "Research", "Support", "Finance", "Legal", "Operations", "Design"};
    static final String[] STREET_KINDS = {"Street", "Avenue", "Road", "Lane", "Way", "Court"};

    final Random random;

    Generator(long seed) {
        random = new Random(seed);
    }

    String word(int minSyllables, int maxSyllables) {
        int n = minSyllables + random.nextInt(maxSyllables - minSyllables + 1);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) {
            sb.append(SYLLABLES[random.nextInt(SYLLABLES.length)]);
        }
        sb.setCharAt(0, Character.toUpperCase(sb.charAt(0)));
        return sb.toString();
    }

    PersonRecord record(int id) {
        String last = word(2, 3);
        String first = word(1, 2);
        String street = (1 + random.nextInt(999)) + " " + word(1, 2) + " "
            + STREET_KINDS[random.nextInt(STREET_KINDS.length)];
        int c = Math.min(random.nextInt(CITIES.length), random.nextInt(CITIES.length));
        String city = CITIES[c];
        int zip = 10000 + c * 1000 + random.nextInt(1000);
        String dept = DEPTS[random.nextInt(DEPTS.length)];
        int age = 18 + random.nextInt(50);
        int salary = 20000 + random.nextInt(80000) + age * 300;
        return new PersonRecord(id, last, first, street, city, zip, dept, age, salary);
    }

    /** The initial data file as one string of lines. */
    String dataFile(int records) {
        StringBuilder sb = new StringBuilder(records * 70);
        for (int i = 0; i < records; i++) {
            sb.append(record(i * 3 + 1).toLine()).append('\n');
        }
        return sb.toString();
    }
}

public class Db {
    static final String NAME = "Db";
    // Sessions per size (each: a fresh table of RECORDS records, OPERATIONS operations).
    static final int[] PARAMS = {1, 10, 100};
    static final long[] CHECKSUMS = {-7199507729655672102L, 8416233571926590056L, 7338185134586622322L};

    static final int RECORDS = 250;
    static final int OPERATIONS = 200;

    static final Comparator<PersonRecord> BY_NAME =
        Comparator.comparing((PersonRecord r) -> r.last).thenComparing(r -> r.first).thenComparingInt(r -> r.id);
    static final Comparator<PersonRecord> BY_CITY =
        Comparator.comparing((PersonRecord r) -> r.city).thenComparing(BY_NAME);
    static final Comparator<PersonRecord> BY_AGE_DESC =
        (a, b) -> b.age != a.age ? Integer.compare(b.age, a.age) : Integer.compare(a.id, b.id);
    static final Comparator<PersonRecord> BY_SALARY =
        Comparator.comparingInt((PersonRecord r) -> r.salary).thenComparingInt(r -> r.id);
    // not a total order: equal zips keep their previous order, so the sort must be stable
    static final Comparator<PersonRecord> BY_ZIP = Comparator.comparingInt((PersonRecord r) -> r.zip);

    static long hashString(long h, String s) {
        return h * 31 + s.hashCode();
    }

    static void load(Database db, String file) {
        int start = 0;
        while (start < file.length()) {
            int nl = file.indexOf('\n', start);
            db.add(PersonRecord.parse(file.substring(start, nl)));
            start = nl + 1;
        }
    }

    /** One session: load a fresh table, run a script of operations, write the table back. */
    static long session(Generator gen, Random script) {
        Database db = new Database();
        load(db, gen.dataFile(RECORDS));
        int nextId = RECORDS * 3 + 2;
        long sum = db.size();
        for (int op = 0; op < OPERATIONS; op++) {
            int kind = script.nextInt(100);
            long result;
            if (kind < 30) {
                // find by key; about a third of the keys were never used
                PersonRecord r = db.find(script.nextInt(nextId + 1));
                result = r == null ? -1 : r.id * 7L + r.salary + r.fullName().hashCode();
            } else if (kind < 45) {
                PersonRecord r = gen.record(nextId);
                nextId += 1 + script.nextInt(3);
                result = db.add(r) ? db.size() : -2;
            } else if (kind < 53) {
                result = db.delete(script.nextInt(nextId)) ? db.size() : -3;
            } else if (kind < 63) {
                PersonRecord r = db.find(script.nextInt(nextId));
                if (r == null) {
                    result = -4;
                } else if (script.nextBoolean()) {
                    r.city = Generator.CITIES[script.nextInt(Generator.CITIES.length)];
                    r.zip = 10000 + script.nextInt(16000);
                    result = r.zip;
                } else {
                    r.street = (1 + script.nextInt(999)) + " " + gen.word(1, 2) + " Street";
                    result = r.street.length();
                }
            } else if (kind < 69) {
                String prefix = gen.word(1, 1);
                List<PersonRecord> found = db.findByPrefix(prefix);
                result = found.size();
                for (PersonRecord r : found) {
                    result = result * 31 + r.id;
                }
            } else if (kind < 73) {
                // sort, then fold the order of every tenth record
                int which = script.nextInt(5);
                switch (which) {
                    case 0 -> db.sort("name", BY_NAME);
                    case 1 -> db.sort("city", BY_CITY);
                    case 2 -> db.sort("age", BY_AGE_DESC);
                    case 3 -> db.sort("salary", BY_SALARY);
                    default -> db.sort("zip", BY_ZIP);
                }
                result = db.sortedBy().hashCode();
                for (int i = 0; i < db.size(); i += 10) {
                    result = result * 31 + db.get(i).id;
                }
            } else if (kind < 83) {
                int lo = 18 + script.nextInt(40);
                result = db.scan(lo, lo + script.nextInt(15), Generator.DEPTS[script.nextInt(Generator.DEPTS.length)]);
            } else if (kind < 86) {
                result = 0;
                for (CityStats s : db.groupByCity()) {
                    result = hashString(result, s.city) * 31 + s.count;
                    result = result * 31 + s.salaries + s.oldest;
                }
            } else if (kind < 90) {
                result = db.raise(Generator.DEPTS[script.nextInt(Generator.DEPTS.length)], 1 + script.nextInt(5));
            } else {
                // print a page of 20 records in the current order
                int from = db.size() <= 20 ? 0 : script.nextInt(db.size() - 20);
                StringBuilder page = new StringBuilder();
                page.append("Page from ").append(from).append(" sorted by ").append(db.sortedBy()).append('\n');
                for (int i = from; i < from + 20 && i < db.size(); i++) {
                    page.append(db.get(i)).append('\n');
                }
                String text = page.toString();
                result = text.hashCode() * 31L + text.length();
            }
            sum = sum * 1000003 + result;
        }
        // finally the whole table in key order, written back as a data file
        db.sort("id", Comparator.comparingInt(r -> r.id));
        StringBuilder file = new StringBuilder(db.size() * 70);
        for (int i = 0; i < db.size(); i++) {
            file.append(db.get(i).toLine()).append('\n');
        }
        return sum * 31 + file.toString().hashCode();
    }

    static long kernel(int sessions) {
        Generator gen = new Generator(20260209L);
        Random script = new Random(4711L);
        long sum = 0;
        for (int s = 0; s < sessions; s++) {
            sum = sum * 1000003 + session(gen, script);
        }
        return sum;
    }

    public static void main(String[] args) {
        BenchHarness.run(NAME, args, PARAMS, CHECKSUMS, Db::kernel);
    }
}
