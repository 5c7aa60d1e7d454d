// loupe-test: java17-only
// An inventory/order system with records, enums, switch expressions, text blocks, var and sealed results: processes orders and prints a report.
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

public class InventoryRecords {
    enum Category { TOOLS, FOOD, TOYS }

    record Item(String sku, String name, Category category, long priceCents) {
        Item {
            if (priceCents < 0) throw new IllegalArgumentException("negative price for " + sku);
        }
    }

    record OrderLine(String sku, int quantity) {}

    sealed interface Result permits Accepted, Rejected {}
    record Accepted(int orderId, long totalCents) implements Result {}
    record Rejected(int orderId, String reason) implements Result {}

    static final String CATALOG = """
            H-100;Hammer;TOOLS;1299
            S-200;Screwdriver set;TOOLS;2450
            A-300;Apples (1kg);FOOD;349
            B-400;Bread;FOOD;275
            Y-500;Yo-yo;TOYS;499
            """;

    final Map<String, Item> items = new LinkedHashMap<>();
    final Map<String, Integer> stock = new TreeMap<>();

    InventoryRecords() {
        for (var line : CATALOG.split("\n")) {
            var f = line.split(";");
            var item = new Item(f[0], f[1], Category.valueOf(f[2]), Long.parseLong(f[3]));
            items.put(item.sku(), item);
            stock.put(item.sku(), switch (item.category()) {
                case TOOLS -> 5;
                case FOOD -> 20;
                case TOYS -> 2;
            });
        }
    }

    static long discountPercent(Category c, int qty) {
        return switch (c) {
            case FOOD -> qty >= 10 ? 10 : 0;
            case TOOLS -> qty >= 3 ? 5 : 0;
            case TOYS -> 0;
        };
    }

    Result process(int id, List<OrderLine> lines) {
        long total = 0;
        for (var l : lines) {
            var item = items.get(l.sku());
            if (item == null) return new Rejected(id, "unknown sku " + l.sku());
            if (l.quantity() <= 0) return new Rejected(id, "bad quantity " + l.quantity() + " for " + l.sku());
            if (stock.get(l.sku()) < l.quantity()) return new Rejected(id, "only " + stock.get(l.sku()) + " of " + item.name() + " left");
        }
        for (var l : lines) {
            var item = items.get(l.sku());
            stock.merge(l.sku(), -l.quantity(), Integer::sum);
            long gross = item.priceCents() * l.quantity();
            total += gross - gross * discountPercent(item.category(), l.quantity()) / 100;
        }
        return new Accepted(id, total);
    }

    static String money(long cents) { return String.format("%d.%02d", cents / 100, cents % 100); }

    public static void main(String[] args) {
        var inv = new InventoryRecords();
        List<List<OrderLine>> orders = List.of(
                List.of(new OrderLine("H-100", 3), new OrderLine("A-300", 12)),
                List.of(new OrderLine("Y-500", 3)),
                List.of(new OrderLine("Y-500", 2), new OrderLine("B-400", 1)),
                List.of(new OrderLine("Z-999", 1)),
                List.of(new OrderLine("S-200", 0)),
                List.of(new OrderLine("H-100", 2), new OrderLine("S-200", 4), new OrderLine("A-300", 8)));
        var results = new ArrayList<Result>();
        int id = 1;
        for (var o : orders) results.add(inv.process(id++, o));
        long revenue = 0;
        for (var r : results) {
            if (r instanceof Accepted a) {
                revenue += a.totalCents();
                System.out.println("order " + a.orderId() + " accepted: " + money(a.totalCents()));
            } else if (r instanceof Rejected rej) {
                System.out.println("order " + rej.orderId() + " rejected: " + rej.reason());
            }
        }
        System.out.println("revenue " + money(revenue));
        System.out.println("stock " + inv.stock);
        System.out.println(results.get(0) + " " + results.get(1));
        try {
            new Item("X", "bad", Category.TOYS, -1);
        } catch (IllegalArgumentException e) {
            System.out.println("validation: " + e.getMessage());
        }
    }
}
