// A bank simulation: accounts with checked exceptions for invalid operations, transfers with rollback, interest in integer cents, an audit log, and concurrent transfers preserving the total.
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;

public class BankSimulation {
    static class BankException extends Exception {
        BankException(String msg) { super(msg); }
    }
    static class InsufficientFunds extends BankException {
        final long shortBy;
        InsufficientFunds(String id, long shortBy) { super("account " + id + " is short by " + cents(shortBy)); this.shortBy = shortBy; }
    }
    static class AccountFrozen extends BankException {
        AccountFrozen(String id) { super("account " + id + " is frozen"); }
    }
    static class UnknownAccount extends BankException {
        UnknownAccount(String id) { super("no account " + id); }
    }

    static String cents(long c) {
        return (c < 0 ? "-" : "") + "$" + Math.abs(c) / 100 + "." + String.format("%02d", Math.abs(c) % 100);
    }

    static class Account {
        final String id, owner;
        private long balance;
        boolean frozen;
        final List<String> history = new ArrayList<>();
        Account(String id, String owner, long balance) { this.id = id; this.owner = owner; this.balance = balance; }

        synchronized void deposit(long amount) throws BankException {
            if (amount <= 0) throw new IllegalArgumentException("deposit must be positive: " + amount);
            if (frozen) throw new AccountFrozen(id);
            balance += amount;
            history.add("+" + cents(amount));
        }

        synchronized void withdraw(long amount) throws BankException {
            if (amount <= 0) throw new IllegalArgumentException("withdrawal must be positive: " + amount);
            if (frozen) throw new AccountFrozen(id);
            if (amount > balance) throw new InsufficientFunds(id, amount - balance);
            balance -= amount;
            history.add("-" + cents(amount));
        }

        synchronized long balance() { return balance; }
    }

    final Map<String, Account> accounts = new LinkedHashMap<>();
    final List<String> audit = new ArrayList<>();

    Account open(String id, String owner, long initial) {
        Account a = new Account(id, owner, initial);
        accounts.put(id, a);
        audit.add("open " + id + " for " + owner + " with " + cents(initial));
        return a;
    }

    Account get(String id) throws UnknownAccount {
        Account a = accounts.get(id);
        if (a == null) throw new UnknownAccount(id);
        return a;
    }

    void transfer(String from, String to, long amount) throws BankException {
        Account src = get(from), dst = get(to);
        src.withdraw(amount);
        try {
            dst.deposit(amount);
        } catch (BankException e) {
            src.balance += amount;   // roll back
            src.history.add("rollback +" + cents(amount));
            throw e;
        }
        audit.add("transfer " + cents(amount) + " " + from + " -> " + to);
    }

    void applyInterest(int basisPoints) {
        for (Account a : accounts.values()) {
            long interest = a.balance() * basisPoints / 10000;
            if (interest > 0) {
                try { a.deposit(interest); } catch (BankException e) { audit.add("interest skipped for " + a.id + ": " + e.getMessage()); }
            }
        }
    }

    long total() {
        long t = 0;
        for (Account a : accounts.values()) t += a.balance();
        return t;
    }

    public static void main(String[] args) throws Exception {
        BankSimulation bank = new BankSimulation();
        bank.open("A1", "alice", 100_00);
        bank.open("B2", "bob", 50_50);
        bank.open("C3", "carol", 0);
        String[][] ops = {{"A1", "B2", "2500"}, {"B2", "C3", "10000"}, {"C3", "A1", "1"}, {"A1", "Z9", "100"},
                          {"B2", "A1", "-5"}, {"A1", "C3", "7550"}, {"C3", "B2", "7549"}};
        for (String[] op : ops) {
            try {
                bank.transfer(op[0], op[1], Long.parseLong(op[2]));
                System.out.println("ok     " + op[0] + " -> " + op[1] + " " + cents(Long.parseLong(op[2])));
            } catch (InsufficientFunds e) {
                System.out.println("denied " + e.getMessage() + " (short " + e.shortBy + ")");
            } catch (BankException e) {
                System.out.println("failed " + e.getClass().getSimpleName() + ": " + e.getMessage());
            } catch (IllegalArgumentException e) {
                System.out.println("invalid " + e.getMessage());
            }
        }
        bank.get("C3").frozen = true;
        try {
            bank.transfer("B2", "C3", 100);
        } catch (AccountFrozen e) {
            System.out.println("frozen: " + e.getMessage() + ", B2 history " + bank.get("B2").history);
        }
        bank.applyInterest(250);
        bank.get("C3").frozen = false;
        for (Account a : bank.accounts.values()) System.out.println(a.id + " " + a.owner + " " + cents(a.balance()) + " " + a.history);
        long before = bank.total();
        List<String> ids = new ArrayList<>(bank.accounts.keySet());
        Thread[] tellers = new Thread[4];
        int[] failures = new int[tellers.length];
        for (int t = 0; t < tellers.length; t++) {
            final int id = t;
            tellers[t] = new Thread(() -> {
                Random r = new Random(1000 + id);
                for (int i = 0; i < 500; i++) {
                    String from = ids.get(r.nextInt(ids.size())), to = ids.get(r.nextInt(ids.size()));
                    if (from.equals(to)) continue;
                    Account a = bank.accounts.get(from), b = bank.accounts.get(to);
                    Account first = from.compareTo(to) < 0 ? a : b, second = first == a ? b : a;
                    synchronized (first) {
                        synchronized (second) {
                            long amount = 1 + r.nextInt(500);
                            try {
                                a.withdraw(amount);
                                b.deposit(amount);
                            } catch (BankException e) {
                                failures[id]++;
                            }
                        }
                    }
                }
            });
        }
        for (Thread t : tellers) t.start();
        for (Thread t : tellers) t.join();
        System.out.println("total before " + cents(before) + " after " + cents(bank.total()) + " conserved " + (before == bank.total()));
        Map<String, Integer> kinds = new TreeMap<>();
        for (String line : bank.audit) kinds.merge(line.split(" ")[0], 1, Integer::sum);
        System.out.println("audit " + kinds + " last: " + bank.audit.get(bank.audit.size() - 1));
    }
}
