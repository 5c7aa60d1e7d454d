// A small interpreter (tokenizer, recursive-descent parser, tree-walking evaluator) for a toy language with variables, while/if, functions and recursion.
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

public class MiniInterpreter {
    // ---- lexer ----
    enum Kind { NUM, IDENT, STR, OP, EOF }

    static final class Token {
        final Kind kind; final String text; final int line;
        Token(Kind kind, String text, int line) { this.kind = kind; this.text = text; this.line = line; }
        @Override public String toString() { return kind + "(" + text + ")@" + line; }
    }

    static List<Token> lex(String src) {
        List<Token> out = new ArrayList<>();
        int i = 0, line = 1;
        while (i < src.length()) {
            char c = src.charAt(i);
            if (c == '\n') { line++; i++; continue; }
            if (Character.isWhitespace(c)) { i++; continue; }
            if (c == '#') { while (i < src.length() && src.charAt(i) != '\n') i++; continue; }
            if (Character.isDigit(c)) {
                int s = i;
                while (i < src.length() && Character.isDigit(src.charAt(i))) i++;
                out.add(new Token(Kind.NUM, src.substring(s, i), line));
            } else if (Character.isLetter(c) || c == '_') {
                int s = i;
                while (i < src.length() && (Character.isLetterOrDigit(src.charAt(i)) || src.charAt(i) == '_')) i++;
                out.add(new Token(Kind.IDENT, src.substring(s, i), line));
            } else if (c == '"') {
                int s = ++i;
                while (src.charAt(i) != '"') i++;
                out.add(new Token(Kind.STR, src.substring(s, i++), line));
            } else {
                String two = i + 1 < src.length() ? src.substring(i, i + 2) : "";
                if (two.equals("==") || two.equals("!=") || two.equals("<=") || two.equals(">=") || two.equals("&&") || two.equals("||")) {
                    out.add(new Token(Kind.OP, two, line));
                    i += 2;
                } else {
                    out.add(new Token(Kind.OP, String.valueOf(c), line));
                    i++;
                }
            }
        }
        out.add(new Token(Kind.EOF, "<eof>", line));
        return out;
    }

    // ---- AST ----
    interface Expr { Object eval(Env env); }
    interface Stmt { void exec(Env env); }

    static final class ReturnSignal extends RuntimeException {
        final Object value;
        ReturnSignal(Object value) { super(null, null, false, false); this.value = value; }
    }

    static final class ScriptError extends RuntimeException {
        ScriptError(String msg) { super(msg); }
    }

    static final class Func {
        final List<String> params; final List<Stmt> body;
        Func(List<String> params, List<Stmt> body) { this.params = params; this.body = body; }
    }

    static final class Env {
        final Map<String, Object> vars = new HashMap<>();
        final Env parent;
        final Map<String, Func> funcs;
        final StringBuilder out;
        Env(Env parent, Map<String, Func> funcs, StringBuilder out) { this.parent = parent; this.funcs = funcs; this.out = out; }
        Object get(String name) {
            for (Env e = this; e != null; e = e.parent) if (e.vars.containsKey(name)) return e.vars.get(name);
            throw new ScriptError("undefined variable " + name);
        }
        void set(String name, Object v) {
            for (Env e = this; e != null; e = e.parent) if (e.vars.containsKey(name)) { e.vars.put(name, v); return; }
            vars.put(name, v);
        }
    }

    // ---- parser ----
    static final class Parser {
        final List<Token> toks; int pos;
        final Map<String, Func> funcs = new HashMap<>();
        Parser(List<Token> toks) { this.toks = toks; }

        Token peek() { return toks.get(pos); }
        boolean at(String text) { return peek().text.equals(text) && peek().kind != Kind.STR; }
        Token expect(String text) {
            if (!at(text)) throw new ScriptError("line " + peek().line + ": expected '" + text + "' but found " + peek());
            return toks.get(pos++);
        }

        List<Stmt> program() {
            List<Stmt> stmts = new ArrayList<>();
            while (peek().kind != Kind.EOF) {
                if (at("def")) function(); else stmts.add(statement());
            }
            return stmts;
        }

        void function() {
            expect("def");
            String name = toks.get(pos++).text;
            expect("(");
            List<String> params = new ArrayList<>();
            while (!at(")")) {
                params.add(toks.get(pos++).text);
                if (at(",")) pos++;
            }
            expect(")");
            funcs.put(name, new Func(params, block()));
        }

        List<Stmt> block() {
            expect("{");
            List<Stmt> body = new ArrayList<>();
            while (!at("}")) body.add(statement());
            expect("}");
            return body;
        }

        Stmt statement() {
            if (at("print")) {
                pos++;
                Expr e = expr();
                expect(";");
                return env -> env.out.append(show(e.eval(env))).append('\n');
            }
            if (at("while")) {
                pos++;
                Expr cond = expr();
                List<Stmt> body = block();
                return env -> { while (truthy(cond.eval(env))) for (Stmt s : body) s.exec(env); };
            }
            if (at("if")) {
                pos++;
                Expr cond = expr();
                List<Stmt> then = block();
                List<Stmt> otherwise = new ArrayList<>();
                if (at("else")) { pos++; otherwise = block(); }
                final List<Stmt> elseBody = otherwise;
                return env -> { for (Stmt s : truthy(cond.eval(env)) ? then : elseBody) s.exec(env); };
            }
            if (at("return")) {
                pos++;
                Expr e = expr();
                expect(";");
                return env -> { throw new ReturnSignal(e.eval(env)); };
            }
            if (peek().kind == Kind.IDENT && toks.get(pos + 1).text.equals("=")) {
                String name = toks.get(pos).text;
                pos += 2;
                Expr e = expr();
                expect(";");
                return env -> env.set(name, e.eval(env));
            }
            Expr e = expr();
            expect(";");
            return env -> e.eval(env);
        }

        Expr expr() { return binary(0); }

        static final String[][] LEVELS = {{"||"}, {"&&"}, {"==", "!="}, {"<", ">", "<=", ">="}, {"+", "-"}, {"*", "/", "%"}};

        Expr binary(int level) {
            if (level == LEVELS.length) return unary();
            Expr left = binary(level + 1);
            while (true) {
                String op = null;
                for (String candidate : LEVELS[level]) if (at(candidate)) op = candidate;
                if (op == null) return left;
                pos++;
                Expr right = binary(level + 1);
                final Expr l = left; final String o = op;
                left = env -> apply(o, l.eval(env), right.eval(env));
            }
        }

        Expr unary() {
            if (at("-")) { pos++; Expr e = unary(); return env -> -(Long) e.eval(env); }
            if (at("!")) { pos++; Expr e = unary(); return env -> !truthy(e.eval(env)); }
            return primary();
        }

        Expr primary() {
            Token t = toks.get(pos++);
            switch (t.kind) {
                case NUM: { long v = Long.parseLong(t.text); return env -> v; }
                case STR: return env -> t.text;
                case IDENT:
                    if (at("(")) {
                        pos++;
                        List<Expr> args = new ArrayList<>();
                        while (!at(")")) { args.add(expr()); if (at(",")) pos++; }
                        expect(")");
                        return env -> call(t.text, args, env);
                    }
                    return env -> env.get(t.text);
                default:
                    if (t.text.equals("(")) { Expr e = expr(); expect(")"); return e; }
                    throw new ScriptError("line " + t.line + ": unexpected " + t);
            }
        }
    }

    static Object call(String name, List<Expr> args, Env env) {
        if (name.equals("len")) return (long) show(args.get(0).eval(env)).length();
        Func f = env.funcs.get(name);
        if (f == null) throw new ScriptError("undefined function " + name);
        Env local = new Env(null, env.funcs, env.out);
        for (int i = 0; i < f.params.size(); i++) local.vars.put(f.params.get(i), args.get(i).eval(env));
        try {
            for (Stmt s : f.body) s.exec(local);
        } catch (ReturnSignal r) {
            return r.value;
        }
        return 0L;
    }

    static boolean truthy(Object o) {
        if (o instanceof Boolean) return (Boolean) o;
        if (o instanceof Long) return (Long) o != 0;
        return !((String) o).isEmpty();
    }

    static String show(Object o) { return String.valueOf(o); }

    static Object apply(String op, Object a, Object b) {
        if (op.equals("+") && (a instanceof String || b instanceof String)) return show(a) + show(b);
        switch (op) {
            case "==": return a.equals(b);
            case "!=": return !a.equals(b);
            case "&&": return truthy(a) && truthy(b);
            case "||": return truthy(a) || truthy(b);
            default: break;
        }
        long x = (Long) a, y = (Long) b;
        switch (op) {
            case "+": return x + y;
            case "-": return x - y;
            case "*": return x * y;
            case "/": if (y == 0) throw new ScriptError("division by zero"); return x / y;
            case "%": return x % y;
            case "<": return x < y;
            case ">": return x > y;
            case "<=": return x <= y;
            case ">=": return x >= y;
            default: throw new ScriptError("bad operator " + op);
        }
    }

    static String run(String src) {
        StringBuilder out = new StringBuilder();
        try {
            Parser p = new Parser(lex(src));
            List<Stmt> prog = p.program();
            Env global = new Env(null, p.funcs, out);
            for (Stmt s : prog) s.exec(global);
        } catch (ScriptError e) {
            out.append("error: ").append(e.getMessage()).append('\n');
        }
        return out.toString();
    }

    public static void main(String[] args) {
        String program =
                "# factorial, fibonacci and a few loops\n" +
                "def fact(n) { if n <= 1 { return 1; } return n * fact(n - 1); }\n" +
                "def fib(n) { a = 0; b = 1; i = 0; while i < n { t = a + b; a = b; b = t; i = i + 1; } return a; }\n" +
                "def gcd(a, b) { while b != 0 { t = a % b; a = b; b = t; } return a; }\n" +
                "print fact(10);\n" +
                "print fact(20);\n" +
                "print fib(50);\n" +
                "print gcd(1071, 462);\n" +
                "i = 1; s = \"\";\n" +
                "while i <= 15 {\n" +
                "  if i % 15 == 0 { s = s + \"FizzBuzz \"; } else { if i % 3 == 0 { s = s + \"Fizz \"; } else { if i % 5 == 0 { s = s + \"Buzz \"; } else { s = s + i + \" \"; } } }\n" +
                "  i = i + 1;\n" +
                "}\n" +
                "print s;\n" +
                "print len(s);\n" +
                "print -7 / 2 + -7 % 2 * 100;\n" +
                "print 1 < 2 && 2 < 3 || 0;\n" +
                "print \"x\" == \"x\";\n";
        System.out.print(run(program));
        System.out.print(run("print 10 / (5 - 5);"));
        System.out.print(run("print y + 1;"));
        System.out.print(run("print (1 + 2;"));
        System.out.print(run("def loop(n) { return loop2(n); } print loop(1);"));
        StringBuilder sb = new StringBuilder("total = 0; k = 0; while k < 1000 { total = total + k * k; k = k + 1; } print total;");
        System.out.print(run(sb.toString()));
    }
}
