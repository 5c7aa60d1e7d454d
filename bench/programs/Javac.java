// Loupe benchmark modelled on SPECjvm98 _213_javac: a compiler front end and
// a simple back end for a toy language ("Mini": functions over int and bool,
// var declarations, assignments, if/else, while, return, print, calls).
// Source programs are generated from a seed as text, with a few deliberate
// semantic errors sprinkled in; each is tokenized (keyword table, line and
// column tracking, comments), parsed by recursive descent into an AST
// (operator precedence by levels), type checked (nested scopes, forward
// references to functions, int/bool/void types, argument counts and types,
// return types, duplicate and undeclared names, a conservative "missing
// return" check) and, when a function is free of errors, compiled to code
// for a stack machine with patched jumps. The checksum folds token counts
// per kind, AST node counts per kind, every expression's type, every error
// message and the generated code.
//
// What it stresses in the VM: String and StringBuilder work (substring,
// charAt, hashing, concatenation of messages), HashMap lookups in nested
// scopes, enums and switch, many small AST objects with virtual methods on an
// abstract node class, deep recursion in parser and checker, and growable
// int arrays; all of a unit's structures die at once after it is compiled.
//
// usage: Javac [s1|s10|s100|param=<units>]   (default s10)
// prints: bench Javac size=<size> time_ms=<ms> checksum=<c>   (see bench/README.md)

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

// ---------------------------------------------------------------- tokens

enum Tok {
    IDENT, NUMBER, FUNC, VAR, IF, ELSE, WHILE, RETURN, PRINT, TRUE, FALSE, INT, BOOL,
    LPAREN, RPAREN, LBRACE, RBRACE, COMMA, SEMI, COLON, ASSIGN,
    OROR, ANDAND, EQ, NE, LT, LE, GT, GE, PLUS, MINUS, STAR, SLASH, PERCENT, BANG, EOF
}

final class Token {
    final Tok kind;
    final String text;
    final int line;
    final int col;

    Token(Tok kind, String text, int line, int col) {
        this.kind = kind;
        this.text = text;
        this.line = line;
        this.col = col;
    }

    String where() {
        return line + ":" + col;
    }
}

final class Lexer {
    private static final Map<String, Tok> KEYWORDS = new HashMap<>();

    static {
        KEYWORDS.put("func", Tok.FUNC);
        KEYWORDS.put("var", Tok.VAR);
        KEYWORDS.put("if", Tok.IF);
        KEYWORDS.put("else", Tok.ELSE);
        KEYWORDS.put("while", Tok.WHILE);
        KEYWORDS.put("return", Tok.RETURN);
        KEYWORDS.put("print", Tok.PRINT);
        KEYWORDS.put("true", Tok.TRUE);
        KEYWORDS.put("false", Tok.FALSE);
        KEYWORDS.put("int", Tok.INT);
        KEYWORDS.put("bool", Tok.BOOL);
    }

    private final String src;
    private int pos;
    private int line = 1;
    private int lineStart;

    Lexer(String src) {
        this.src = src;
    }

    List<Token> tokens() {
        List<Token> out = new ArrayList<>();
        while (true) {
            Token t = next();
            out.add(t);
            if (t.kind == Tok.EOF) {
                return out;
            }
        }
    }

    private Token next() {
        while (pos < src.length()) {
            char c = src.charAt(pos);
            if (c == '\n') {
                pos++;
                line++;
                lineStart = pos;
            } else if (c == ' ' || c == '\t' || c == '\r') {
                pos++;
            } else if (c == '/' && pos + 1 < src.length() && src.charAt(pos + 1) == '/') {
                while (pos < src.length() && src.charAt(pos) != '\n') {
                    pos++;
                }
            } else {
                break;
            }
        }
        int col = pos - lineStart + 1;
        if (pos >= src.length()) {
            return new Token(Tok.EOF, "", line, col);
        }
        int start = pos;
        char c = src.charAt(pos);
        if (Character.isLetter(c) || c == '_') {
            while (pos < src.length() && (Character.isLetterOrDigit(src.charAt(pos)) || src.charAt(pos) == '_')) {
                pos++;
            }
            String word = src.substring(start, pos);
            Tok kw = KEYWORDS.get(word);
            return new Token(kw != null ? kw : Tok.IDENT, word, line, col);
        }
        if (Character.isDigit(c)) {
            while (pos < src.length() && Character.isDigit(src.charAt(pos))) {
                pos++;
            }
            return new Token(Tok.NUMBER, src.substring(start, pos), line, col);
        }
        pos++;
        char d = pos < src.length() ? src.charAt(pos) : '\0';
        Tok kind;
        switch (c) {
            case '(': kind = Tok.LPAREN; break;
            case ')': kind = Tok.RPAREN; break;
            case '{': kind = Tok.LBRACE; break;
            case '}': kind = Tok.RBRACE; break;
            case ',': kind = Tok.COMMA; break;
            case ';': kind = Tok.SEMI; break;
            case ':': kind = Tok.COLON; break;
            case '+': kind = Tok.PLUS; break;
            case '-': kind = Tok.MINUS; break;
            case '*': kind = Tok.STAR; break;
            case '/': kind = Tok.SLASH; break;
            case '%': kind = Tok.PERCENT; break;
            case '|':
                pos++;
                kind = Tok.OROR;
                break;
            case '&':
                pos++;
                kind = Tok.ANDAND;
                break;
            case '=':
                if (d == '=') {
                    pos++;
                    kind = Tok.EQ;
                } else {
                    kind = Tok.ASSIGN;
                }
                break;
            case '!':
                if (d == '=') {
                    pos++;
                    kind = Tok.NE;
                } else {
                    kind = Tok.BANG;
                }
                break;
            case '<':
                if (d == '=') {
                    pos++;
                    kind = Tok.LE;
                } else {
                    kind = Tok.LT;
                }
                break;
            case '>':
                if (d == '=') {
                    pos++;
                    kind = Tok.GE;
                } else {
                    kind = Tok.GT;
                }
                break;
            default:
                throw new IllegalStateException(line + ":" + col + ": unexpected character '" + c + "'");
        }
        return new Token(kind, src.substring(start, pos), line, col);
    }
}

// ---------------------------------------------------------------- types and AST

enum Type {
    INT("int"), BOOL("bool"), VOID("void"), ERROR("<error>");

    final String display;

    Type(String display) {
        this.display = display;
    }
}

abstract class Node {
    final Token at;

    Node(Token at) {
        this.at = at;
    }

    /** A small integer per node class, for the statistics. */
    abstract int kind();
}

abstract class Expr extends Node {
    Type type;  // set by the checker

    Expr(Token at) {
        super(at);
    }

    abstract Type check(Checker c);

    abstract void gen(CodeGen g);
}

final class IntLit extends Expr {
    final int value;

    IntLit(Token at, int value) {
        super(at);
        this.value = value;
    }

    int kind() {
        return 0;
    }

    Type check(Checker c) {
        return Type.INT;
    }

    void gen(CodeGen g) {
        g.emit(CodeGen.PUSH, value);
    }
}

final class BoolLit extends Expr {
    final boolean value;

    BoolLit(Token at, boolean value) {
        super(at);
        this.value = value;
    }

    int kind() {
        return 1;
    }

    Type check(Checker c) {
        return Type.BOOL;
    }

    void gen(CodeGen g) {
        g.emit(CodeGen.PUSH, value ? 1 : 0);
    }
}

final class Name extends Expr {
    final String id;
    int slot;

    Name(Token at, String id) {
        super(at);
        this.id = id;
    }

    int kind() {
        return 2;
    }

    Type check(Checker c) {
        return c.checkName(this);
    }

    void gen(CodeGen g) {
        g.emit(CodeGen.LOAD, slot);
    }
}

final class Unary extends Expr {
    final Tok op;
    final Expr operand;

    Unary(Token at, Tok op, Expr operand) {
        super(at);
        this.op = op;
        this.operand = operand;
    }

    int kind() {
        return 3;
    }

    Type check(Checker c) {
        return c.checkUnary(this);
    }

    void gen(CodeGen g) {
        operand.gen(g);
        g.emit(op == Tok.MINUS ? CodeGen.NEG : CodeGen.NOT);
    }
}

final class Binary extends Expr {
    final Tok op;
    final Expr left, right;

    Binary(Token at, Tok op, Expr left, Expr right) {
        super(at);
        this.op = op;
        this.left = left;
        this.right = right;
    }

    int kind() {
        return 4;
    }

    Type check(Checker c) {
        return c.checkBinary(this);
    }

    void gen(CodeGen g) {
        if (op == Tok.ANDAND || op == Tok.OROR) {
            // short circuit: leave the left value if it decides
            left.gen(g);
            g.emit(CodeGen.DUP);
            int jump = g.emitJump(op == Tok.ANDAND ? CodeGen.JFALSE : CodeGen.JTRUE);
            g.emit(CodeGen.POP);
            right.gen(g);
            g.patch(jump);
            return;
        }
        left.gen(g);
        right.gen(g);
        g.emit(CodeGen.BINOP, op.ordinal());
    }
}

final class CallExpr extends Expr {
    final String callee;
    final List<Expr> args;

    CallExpr(Token at, String callee, List<Expr> args) {
        super(at);
        this.callee = callee;
        this.args = args;
    }

    int kind() {
        return 5;
    }

    Type check(Checker c) {
        return c.checkCall(this);
    }

    void gen(CodeGen g) {
        for (Expr a : args) {
            a.gen(g);
        }
        g.emit(CodeGen.CALL, g.functionIndex(callee), args.size());
    }
}

abstract class Stmt extends Node {
    Stmt(Token at) {
        super(at);
    }

    abstract void check(Checker c);

    abstract void gen(CodeGen g);

    /** Whether every path through the statement ends in a return. */
    boolean returns() {
        return false;
    }
}

final class Block extends Stmt {
    final List<Stmt> body;

    Block(Token at, List<Stmt> body) {
        super(at);
        this.body = body;
    }

    int kind() {
        return 6;
    }

    void check(Checker c) {
        c.checkBlock(this);
    }

    void gen(CodeGen g) {
        for (Stmt s : body) {
            s.gen(g);
        }
    }

    boolean returns() {
        return !body.isEmpty() && body.get(body.size() - 1).returns();
    }
}

final class VarDecl extends Stmt {
    final String id;
    final Type declared;
    final Expr init;
    int slot;

    VarDecl(Token at, String id, Type declared, Expr init) {
        super(at);
        this.id = id;
        this.declared = declared;
        this.init = init;
    }

    int kind() {
        return 7;
    }

    void check(Checker c) {
        c.checkVarDecl(this);
    }

    void gen(CodeGen g) {
        init.gen(g);
        g.emit(CodeGen.STORE, slot);
    }
}

final class Assign extends Stmt {
    final Name target;
    final Expr value;

    Assign(Token at, Name target, Expr value) {
        super(at);
        this.target = target;
        this.value = value;
    }

    int kind() {
        return 8;
    }

    void check(Checker c) {
        c.checkAssign(this);
    }

    void gen(CodeGen g) {
        value.gen(g);
        g.emit(CodeGen.STORE, target.slot);
    }
}

final class If extends Stmt {
    final Expr cond;
    final Stmt then;
    final Stmt otherwise;  // may be null

    If(Token at, Expr cond, Stmt then, Stmt otherwise) {
        super(at);
        this.cond = cond;
        this.then = then;
        this.otherwise = otherwise;
    }

    int kind() {
        return 9;
    }

    void check(Checker c) {
        c.checkIf(this);
    }

    void gen(CodeGen g) {
        cond.gen(g);
        int toElse = g.emitJump(CodeGen.JFALSE_POP);
        then.gen(g);
        if (otherwise == null) {
            g.patch(toElse);
            return;
        }
        int toEnd = g.emitJump(CodeGen.JUMP);
        g.patch(toElse);
        otherwise.gen(g);
        g.patch(toEnd);
    }

    boolean returns() {
        return otherwise != null && then.returns() && otherwise.returns();
    }
}

final class While extends Stmt {
    final Expr cond;
    final Stmt body;

    While(Token at, Expr cond, Stmt body) {
        super(at);
        this.cond = cond;
        this.body = body;
    }

    int kind() {
        return 10;
    }

    void check(Checker c) {
        c.checkWhile(this);
    }

    void gen(CodeGen g) {
        int top = g.here();
        cond.gen(g);
        int exit = g.emitJump(CodeGen.JFALSE_POP);
        body.gen(g);
        g.emit(CodeGen.JUMP, top);
        g.patch(exit);
    }
}

final class Return extends Stmt {
    final Expr value;  // may be null

    Return(Token at, Expr value) {
        super(at);
        this.value = value;
    }

    int kind() {
        return 11;
    }

    void check(Checker c) {
        c.checkReturn(this);
    }

    void gen(CodeGen g) {
        if (value != null) {
            value.gen(g);
            g.emit(CodeGen.RET);
        } else {
            g.emit(CodeGen.RETV);
        }
    }

    boolean returns() {
        return true;
    }
}

final class Print extends Stmt {
    final Expr value;

    Print(Token at, Expr value) {
        super(at);
        this.value = value;
    }

    int kind() {
        return 12;
    }

    void check(Checker c) {
        c.checkPrint(this);
    }

    void gen(CodeGen g) {
        value.gen(g);
        g.emit(CodeGen.PRINT, value.type == Type.BOOL ? 1 : 0);
    }
}

final class ExprStmt extends Stmt {
    final CallExpr call;

    ExprStmt(Token at, CallExpr call) {
        super(at);
        this.call = call;
    }

    int kind() {
        return 13;
    }

    void check(Checker c) {
        c.checkExprStmt(this);
    }

    void gen(CodeGen g) {
        call.gen(g);
        if (call.type != Type.VOID) {
            g.emit(CodeGen.POP);
        }
    }
}

final class Param {
    final Token at;
    final String id;
    final Type type;

    Param(Token at, String id, Type type) {
        this.at = at;
        this.id = id;
        this.type = type;
    }
}

final class FuncDecl extends Node {
    final String id;
    final List<Param> params;
    final Type result;
    final Block body;
    int errors;
    int locals;

    FuncDecl(Token at, String id, List<Param> params, Type result, Block body) {
        super(at);
        this.id = id;
        this.params = params;
        this.result = result;
        this.body = body;
    }

    int kind() {
        return 14;
    }
}

// ---------------------------------------------------------------- parser

final class Parser {
    static final int NODE_KINDS = 15;
    private final List<Token> tokens;
    private int pos;
    final int[] nodeCounts = new int[NODE_KINDS];

    Parser(List<Token> tokens) {
        this.tokens = tokens;
    }

    private <T extends Node> T count(T n) {
        nodeCounts[n.kind()]++;
        return n;
    }

    private Token peek() {
        return tokens.get(pos);
    }

    private boolean at(Tok kind) {
        return tokens.get(pos).kind == kind;
    }

    private Token expect(Tok kind) {
        Token t = tokens.get(pos);
        if (t.kind != kind) {
            throw new IllegalStateException(t.where() + ": expected " + kind + " but found '" + t.text + "'");
        }
        pos++;
        return t;
    }

    List<FuncDecl> program() {
        List<FuncDecl> funcs = new ArrayList<>();
        while (!at(Tok.EOF)) {
            funcs.add(function());
        }
        return funcs;
    }

    private Type type() {
        Token t = peek();
        pos++;
        switch (t.kind) {
            case INT:
                return Type.INT;
            case BOOL:
                return Type.BOOL;
            default:
                throw new IllegalStateException(t.where() + ": expected a type");
        }
    }

    private FuncDecl function() {
        Token f = expect(Tok.FUNC);
        String id = expect(Tok.IDENT).text;
        expect(Tok.LPAREN);
        List<Param> params = new ArrayList<>();
        while (!at(Tok.RPAREN)) {
            if (!params.isEmpty()) {
                expect(Tok.COMMA);
            }
            Token p = expect(Tok.IDENT);
            expect(Tok.COLON);
            params.add(new Param(p, p.text, type()));
        }
        expect(Tok.RPAREN);
        Type result = Type.VOID;
        if (at(Tok.COLON)) {
            pos++;
            result = type();
        }
        return count(new FuncDecl(f, id, params, result, block()));
    }

    private Block block() {
        Token open = expect(Tok.LBRACE);
        List<Stmt> body = new ArrayList<>();
        while (!at(Tok.RBRACE)) {
            body.add(statement());
        }
        expect(Tok.RBRACE);
        return count(new Block(open, body));
    }

    private Stmt statement() {
        Token t = peek();
        switch (t.kind) {
            case LBRACE:
                return block();
            case VAR: {
                pos++;
                String id = expect(Tok.IDENT).text;
                expect(Tok.COLON);
                Type ty = type();
                expect(Tok.ASSIGN);
                Expr init = expression();
                expect(Tok.SEMI);
                return count(new VarDecl(t, id, ty, init));
            }
            case IF: {
                pos++;
                expect(Tok.LPAREN);
                Expr cond = expression();
                expect(Tok.RPAREN);
                Stmt then = statement();
                Stmt otherwise = null;
                if (at(Tok.ELSE)) {
                    pos++;
                    otherwise = statement();
                }
                return count(new If(t, cond, then, otherwise));
            }
            case WHILE: {
                pos++;
                expect(Tok.LPAREN);
                Expr cond = expression();
                expect(Tok.RPAREN);
                return count(new While(t, cond, statement()));
            }
            case RETURN: {
                pos++;
                Expr value = at(Tok.SEMI) ? null : expression();
                expect(Tok.SEMI);
                return count(new Return(t, value));
            }
            case PRINT: {
                pos++;
                expect(Tok.LPAREN);
                Expr value = expression();
                expect(Tok.RPAREN);
                expect(Tok.SEMI);
                return count(new Print(t, value));
            }
            case IDENT: {
                if (tokens.get(pos + 1).kind == Tok.LPAREN) {
                    CallExpr call = (CallExpr) primary();
                    expect(Tok.SEMI);
                    return count(new ExprStmt(t, call));
                }
                pos++;
                Name target = count(new Name(t, t.text));
                expect(Tok.ASSIGN);
                Expr value = expression();
                expect(Tok.SEMI);
                return count(new Assign(t, target, value));
            }
            default:
                throw new IllegalStateException(t.where() + ": unexpected '" + t.text + "'");
        }
    }

    // Precedence levels, loosest first.
    private static final Tok[][] LEVELS = {
        {Tok.OROR}, {Tok.ANDAND}, {Tok.EQ, Tok.NE}, {Tok.LT, Tok.LE, Tok.GT, Tok.GE},
        {Tok.PLUS, Tok.MINUS}, {Tok.STAR, Tok.SLASH, Tok.PERCENT}
    };

    Expr expression() {
        return level(0);
    }

    private Expr level(int n) {
        if (n == LEVELS.length) {
            return unary();
        }
        Expr left = level(n + 1);
        while (true) {
            Token t = peek();
            boolean match = false;
            for (Tok op : LEVELS[n]) {
                if (t.kind == op) {
                    match = true;
                    break;
                }
            }
            if (!match) {
                return left;
            }
            pos++;
            left = count(new Binary(t, t.kind, left, level(n + 1)));
        }
    }

    private Expr unary() {
        Token t = peek();
        if (t.kind == Tok.MINUS || t.kind == Tok.BANG) {
            pos++;
            return count(new Unary(t, t.kind, unary()));
        }
        return primary();
    }

    private Expr primary() {
        Token t = peek();
        pos++;
        switch (t.kind) {
            case NUMBER:
                return count(new IntLit(t, Integer.parseInt(t.text)));
            case TRUE:
                return count(new BoolLit(t, true));
            case FALSE:
                return count(new BoolLit(t, false));
            case LPAREN: {
                Expr e = expression();
                expect(Tok.RPAREN);
                return e;
            }
            case IDENT: {
                if (!at(Tok.LPAREN)) {
                    return count(new Name(t, t.text));
                }
                pos++;
                List<Expr> args = new ArrayList<>();
                while (!at(Tok.RPAREN)) {
                    if (!args.isEmpty()) {
                        expect(Tok.COMMA);
                    }
                    args.add(expression());
                }
                expect(Tok.RPAREN);
                return count(new CallExpr(t, t.text, args));
            }
            default:
                throw new IllegalStateException(t.where() + ": unexpected '" + t.text + "' in an expression");
        }
    }
}

// ---------------------------------------------------------------- type checker

final class Local {
    final Type type;
    final int slot;

    Local(Type type, int slot) {
        this.type = type;
        this.slot = slot;
    }
}

final class Scope {
    final Scope parent;
    final Map<String, Local> names = new HashMap<>();

    Scope(Scope parent) {
        this.parent = parent;
    }

    Local lookup(String id) {
        for (Scope s = this; s != null; s = s.parent) {
            Local l = s.names.get(id);
            if (l != null) {
                return l;
            }
        }
        return null;
    }
}

final class Checker {
    final Map<String, FuncDecl> functions = new HashMap<>();
    final List<String> errors = new ArrayList<>();
    long typeHash = 7;
    private Scope scope;
    private FuncDecl current;
    private int nextSlot;

    void checkProgram(List<FuncDecl> funcs) {
        for (FuncDecl f : funcs) {
            if (functions.containsKey(f.id)) {
                error(f.at, "function '" + f.id + "' is already defined");
            } else {
                functions.put(f.id, f);
            }
        }
        for (FuncDecl f : funcs) {
            current = f;
            nextSlot = 0;
            scope = new Scope(null);
            for (Param p : f.params) {
                declare(p.at, p.id, p.type);
            }
            checkBlock(f.body);
            if (f.result != Type.VOID && !f.body.returns()) {
                error(f.at, "function '" + f.id + "' may end without returning a " + f.result.display);
            }
            f.locals = nextSlot;
        }
    }

    private void error(Token at, String message) {
        errors.add(at.where() + ": " + message);
        if (current != null) {
            current.errors++;
        }
    }

    private int declare(Token at, String id, Type type) {
        if (scope.names.containsKey(id)) {
            error(at, "'" + id + "' is already declared in this scope");
        }
        int slot = nextSlot++;
        scope.names.put(id, new Local(type, slot));
        return slot;
    }

    private Type expr(Expr e) {
        Type t = e.check(this);
        e.type = t;
        typeHash = typeHash * 31 + t.ordinal() * 17 + e.kind();
        return t;
    }

    private void expect(Expr e, Type want, String what) {
        Type got = expr(e);
        if (got != want && got != Type.ERROR) {
            error(e.at, what + " must be " + want.display + ", not " + got.display);
        }
    }

    Type checkName(Name n) {
        Local l = scope.lookup(n.id);
        if (l == null) {
            error(n.at, "cannot find variable '" + n.id + "'");
            return Type.ERROR;
        }
        n.slot = l.slot;
        return l.type;
    }

    Type checkUnary(Unary u) {
        Type want = u.op == Tok.MINUS ? Type.INT : Type.BOOL;
        expect(u.operand, want, "operand of '" + u.at.text + "'");
        return want;
    }

    Type checkBinary(Binary b) {
        Type l = expr(b.left);
        Type r = expr(b.right);
        switch (b.op) {
            case OROR:
            case ANDAND:
                if ((l != Type.BOOL && l != Type.ERROR) || (r != Type.BOOL && r != Type.ERROR)) {
                    error(b.at, "operator '" + b.at.text + "' needs bool operands, found " + l.display + " and "
                        + r.display);
                }
                return Type.BOOL;
            case EQ:
            case NE:
                if (l != r && l != Type.ERROR && r != Type.ERROR) {
                    error(b.at, "cannot compare " + l.display + " with " + r.display);
                }
                return Type.BOOL;
            case LT:
            case LE:
            case GT:
            case GE:
                if ((l != Type.INT && l != Type.ERROR) || (r != Type.INT && r != Type.ERROR)) {
                    error(b.at, "operator '" + b.at.text + "' needs int operands, found " + l.display + " and "
                        + r.display);
                }
                return Type.BOOL;
            default:
                if ((l != Type.INT && l != Type.ERROR) || (r != Type.INT && r != Type.ERROR)) {
                    error(b.at, "operator '" + b.at.text + "' needs int operands, found " + l.display + " and "
                        + r.display);
                }
                return Type.INT;
        }
    }

    Type checkCall(CallExpr c) {
        FuncDecl f = functions.get(c.callee);
        if (f == null) {
            for (Expr a : c.args) {
                expr(a);
            }
            error(c.at, "cannot find function '" + c.callee + "'");
            return Type.ERROR;
        }
        if (f.params.size() != c.args.size()) {
            error(c.at, "'" + c.callee + "' takes " + f.params.size() + " arguments, not " + c.args.size());
        }
        for (int i = 0; i < c.args.size(); i++) {
            if (i < f.params.size()) {
                expect(c.args.get(i), f.params.get(i).type, "argument " + (i + 1) + " of '" + c.callee + "'");
            } else {
                expr(c.args.get(i));
            }
        }
        return f.result;
    }

    void checkBlock(Block b) {
        Scope saved = scope;
        scope = new Scope(scope);
        for (Stmt s : b.body) {
            s.check(this);
        }
        scope = saved;
    }

    void checkVarDecl(VarDecl v) {
        expect(v.init, v.declared, "initial value of '" + v.id + "'");
        v.slot = declare(v.at, v.id, v.declared);
    }

    void checkAssign(Assign a) {
        Type t = expr(a.target);
        if (t != Type.ERROR) {
            expect(a.value, t, "value assigned to '" + a.target.id + "'");
        } else {
            expr(a.value);
        }
    }

    void checkIf(If s) {
        expect(s.cond, Type.BOOL, "condition of 'if'");
        s.then.check(this);
        if (s.otherwise != null) {
            s.otherwise.check(this);
        }
    }

    void checkWhile(While w) {
        expect(w.cond, Type.BOOL, "condition of 'while'");
        w.body.check(this);
    }

    void checkReturn(Return r) {
        if (r.value == null) {
            if (current.result != Type.VOID) {
                error(r.at, "missing return value in '" + current.id + "'");
            }
        } else if (current.result == Type.VOID) {
            expr(r.value);
            error(r.at, "'" + current.id + "' returns no value");
        } else {
            expect(r.value, current.result, "return value of '" + current.id + "'");
        }
    }

    void checkPrint(Print p) {
        Type t = expr(p.value);
        if (t == Type.VOID) {
            error(p.at, "cannot print a void value");
        }
    }

    void checkExprStmt(ExprStmt s) {
        expr(s.call);
    }
}

// ---------------------------------------------------------------- code generation

final class CodeGen {
    static final int PUSH = 1, LOAD = 2, STORE = 3, NEG = 4, NOT = 5, BINOP = 6, CALL = 7, DUP = 8, POP = 9,
        JUMP = 10, JFALSE = 11, JTRUE = 12, JFALSE_POP = 13, RET = 14, RETV = 15, PRINT = 16, ENTER = 17;
    private final Map<String, Integer> functionIndex;
    private int[] code = new int[64];
    private int length;

    CodeGen(Map<String, Integer> functionIndex) {
        this.functionIndex = functionIndex;
    }

    int functionIndex(String id) {
        return functionIndex.get(id);
    }

    int here() {
        return length;
    }

    private void put(int word) {
        if (length == code.length) {
            int[] bigger = new int[code.length * 2];
            System.arraycopy(code, 0, bigger, 0, length);
            code = bigger;
        }
        code[length++] = word;
    }

    void emit(int op) {
        put(op);
    }

    void emit(int op, int a) {
        put(op);
        put(a);
    }

    void emit(int op, int a, int b) {
        put(op);
        put(a);
        put(b);
    }

    /** Emits a jump with a placeholder target; returns where to patch. */
    int emitJump(int op) {
        put(op);
        put(-1);
        return length - 1;
    }

    void patch(int at) {
        code[at] = length;
    }

    long function(FuncDecl f) {
        length = 0;
        emit(ENTER, f.params.size(), f.locals);
        f.body.gen(this);
        emit(RETV);
        long h = length;
        for (int i = 0; i < length; i++) {
            h = h * 31 + code[i];
        }
        return h;
    }
}

// ---------------------------------------------------------------- source generator

final class SourceGen {
    static final String[] SYLLABLES = {
        "al", "be", "co", "di", "ex", "fu", "ga", "ho", "in", "ju", "ka", "lo", "mu", "ne", "op", "qu"
    };

    private final Random r;
    private final StringBuilder sb = new StringBuilder();
    private final List<String> fnames = new ArrayList<>();
    private final List<Type[]> fparams = new ArrayList<>();
    private final List<Type> fresults = new ArrayList<>();
    private final List<String> intVars = new ArrayList<>();
    private final List<String> boolVars = new ArrayList<>();
    private int indent;
    private int fresh;

    SourceGen(Random r) {
        this.r = r;
    }

    private String name(String prefix) {
        StringBuilder n = new StringBuilder(prefix);
        int syl = 1 + r.nextInt(2);
        for (int i = 0; i < syl; i++) {
            n.append(SYLLABLES[r.nextInt(SYLLABLES.length)]);
        }
        return n.append(fresh++).toString();
    }

    private boolean oops() {
        return r.nextInt(400) == 0;  // a deliberate mistake now and then
    }

    private void line(String text) {
        for (int i = 0; i < indent; i++) {
            sb.append("    ");
        }
        sb.append(text).append('\n');
    }

    String unit(int functions) {
        for (int i = 0; i < functions; i++) {
            fnames.add(name("f"));
            int np = r.nextInt(4);
            Type[] ps = new Type[np];
            for (int k = 0; k < np; k++) {
                ps[k] = r.nextInt(3) == 0 ? Type.BOOL : Type.INT;
            }
            fparams.add(ps);
            int res = r.nextInt(6);
            fresults.add(res == 0 ? Type.VOID : res == 1 ? Type.BOOL : Type.INT);
        }
        if (oops()) {
            fnames.set(functions - 1, fnames.get(0));  // a duplicate function
        }
        sb.append("// generated unit of ").append(functions).append(" functions\n");
        for (int i = 0; i < functions; i++) {
            function(i);
        }
        return sb.toString();
    }

    private void function(int index) {
        intVars.clear();
        boolVars.clear();
        Type[] ps = fparams.get(index);
        Type result = fresults.get(index);
        StringBuilder head = new StringBuilder("func ").append(fnames.get(index)).append('(');
        for (int k = 0; k < ps.length; k++) {
            String p = name("p");
            (ps[k] == Type.INT ? intVars : boolVars).add(p);
            if (k > 0) {
                head.append(", ");
            }
            head.append(p).append(": ").append(ps[k].display);
        }
        head.append(')');
        if (result != Type.VOID) {
            head.append(": ").append(result.display);
        }
        line(head.append(" {").toString());
        indent++;
        int n = 3 + r.nextInt(6);
        for (int s = 0; s < n; s++) {
            statement(2);
        }
        if (result != Type.VOID && !oops()) {
            line("return " + expr(result, 3) + ";");
        }
        indent--;
        line("}");
    }

    private void statement(int depth) {
        int k = r.nextInt(depth > 0 ? 10 : 6);
        switch (k) {
            case 0:
            case 1: {
                Type t = r.nextInt(3) == 0 ? Type.BOOL : Type.INT;
                String v = name("v");
                String init = expr(oops() ? other(t) : t, 3);
                line("var " + v + ": " + t.display + " = " + init + ";");
                (t == Type.INT ? intVars : boolVars).add(v);
                break;
            }
            case 2:
            case 3: {
                if (intVars.isEmpty()) {
                    line("print(" + expr(Type.INT, 2) + ");");
                } else {
                    String v = intVars.get(r.nextInt(intVars.size()));
                    line(v + " = " + expr(oops() ? Type.BOOL : Type.INT, 3) + ";");
                }
                break;
            }
            case 4:
                line("print(" + expr(r.nextBoolean() ? Type.INT : Type.BOOL, 3) + ");");
                break;
            case 5: {
                int f = r.nextInt(fnames.size());
                line(call(f, 2) + ";");
                break;
            }
            case 6:
            case 7: {
                line("if (" + expr(oops() ? Type.INT : Type.BOOL, 3) + ") {");
                nested(depth);
                if (r.nextBoolean()) {
                    line("} else {");
                    nested(depth);
                }
                line("}");
                break;
            }
            case 8: {
                line("while (" + expr(Type.BOOL, 2) + ") {");
                nested(depth);
                line("}");
                break;
            }
            default: {
                line("{");
                nested(depth);
                line("}");
                break;
            }
        }
    }

    /** A nested block: variables declared inside go out of scope at its end. */
    private void nested(int depth) {
        int ints = intVars.size();
        int bools = boolVars.size();
        indent++;
        int n = 1 + r.nextInt(3);
        for (int i = 0; i < n; i++) {
            statement(depth - 1);
        }
        indent--;
        if (!oops()) {
            // forget the inner declarations (a mistake keeps one in view)
            while (intVars.size() > ints) {
                intVars.remove(intVars.size() - 1);
            }
            while (boolVars.size() > bools) {
                boolVars.remove(boolVars.size() - 1);
            }
        }
    }

    private static Type other(Type t) {
        return t == Type.INT ? Type.BOOL : Type.INT;
    }

    private String call(int f, int depth) {
        Type[] ps = fparams.get(f);
        StringBuilder c = new StringBuilder(fnames.get(f)).append('(');
        int n = oops() ? ps.length + 1 : ps.length;
        for (int k = 0; k < n; k++) {
            if (k > 0) {
                c.append(", ");
            }
            c.append(expr(k < ps.length ? ps[k] : Type.INT, depth - 1));
        }
        return c.append(')').toString();
    }

    private String expr(Type t, int depth) {
        if (oops()) {
            // a mistake: an undeclared name or a literal of the other type
            return r.nextBoolean() ? name("u") : t == Type.INT ? "true" : "1";
        }
        int k = depth <= 0 ? r.nextInt(2) : r.nextInt(8);
        if (t == Type.INT) {
            switch (k) {
                case 0:
                    return Integer.toString(r.nextInt(1000));
                case 1:
                    return intVars.isEmpty() ? Integer.toString(r.nextInt(10)) : intVars.get(r.nextInt(intVars.size()));
                case 2:
                case 3:
                case 4: {
                    String[] ops = {" + ", " - ", " * ", " / ", " % "};
                    return expr(Type.INT, depth - 1) + ops[r.nextInt(ops.length)] + expr(Type.INT, depth - 1);
                }
                case 5:
                    return "(" + expr(Type.INT, depth - 1) + ")";
                case 6:
                    return "-" + expr(Type.INT, depth - 1);
                default: {
                    int f = pick(Type.INT);
                    return f < 0 ? "0" : call(f, depth - 1);
                }
            }
        }
        switch (k) {
            case 0:
                return r.nextBoolean() ? "true" : "false";
            case 1:
                return boolVars.isEmpty() ? "true" : boolVars.get(r.nextInt(boolVars.size()));
            case 2:
            case 3: {
                String[] ops = {" < ", " <= ", " > ", " >= ", " == ", " != "};
                return expr(Type.INT, depth - 1) + ops[r.nextInt(ops.length)] + expr(Type.INT, depth - 1);
            }
            case 4:
                return expr(Type.BOOL, depth - 1) + (r.nextBoolean() ? " && " : " || ") + expr(Type.BOOL, depth - 1);
            case 5:
                return "!(" + expr(Type.BOOL, depth - 1) + ")";
            case 6:
                return "(" + expr(Type.BOOL, depth - 1) + ")";
            default: {
                int f = pick(Type.BOOL);
                return f < 0 ? "false" : call(f, depth - 1);
            }
        }
    }

    /** A random function with the given result type, or -1. */
    private int pick(Type t) {
        for (int tries = 0; tries < 4; tries++) {
            int f = r.nextInt(fnames.size());
            if (fresults.get(f) == t) {
                return f;
            }
        }
        return -1;
    }
}

// ---------------------------------------------------------------- driver

public class Javac {
    static final String NAME = "Javac";
    // Compilation units per size (each of FUNCTIONS generated functions).
    static final int[] PARAMS = {1, 10, 100};
    static final long[] CHECKSUMS = {4213435031460323259L, 8944006142421709161L, 4762181172717801590L};

    static final int FUNCTIONS = 24;

    static long compile(String source) {
        List<Token> tokens = new Lexer(source).tokens();
        int[] tokenCounts = new int[Tok.values().length];
        for (Token t : tokens) {
            tokenCounts[t.kind.ordinal()]++;
        }
        Parser parser = new Parser(tokens);
        List<FuncDecl> funcs = parser.program();
        Checker checker = new Checker();
        checker.checkProgram(funcs);
        Map<String, Integer> index = new HashMap<>();
        for (int i = 0; i < funcs.size(); i++) {
            index.putIfAbsent(funcs.get(i).id, i);
        }
        long code = 0;
        int compiled = 0;
        for (FuncDecl f : funcs) {
            if (f.errors == 0) {
                code = code * 1000003 + new CodeGen(index).function(f);
                compiled++;
            }
        }
        long h = tokens.size();
        for (int c : tokenCounts) {
            h = h * 31 + c;
        }
        for (int c : parser.nodeCounts) {
            h = h * 31 + c;
        }
        for (String e : checker.errors) {
            h = h * 31 + e.hashCode();
        }
        return ((h * 31 + checker.typeHash) * 31 + code) * 31 + compiled * 1000 + checker.errors.size();
    }

    static long kernel(int units) {
        Random r = new Random(213L);
        long sum = 0;
        for (int u = 0; u < units; u++) {
            String source = new SourceGen(r).unit(FUNCTIONS);
            sum = sum * 1000003 + compile(source) + source.length();
        }
        return sum;
    }

    public static void main(String[] args) {
        BenchHarness.run(NAME, args, PARAMS, CHECKSUMS, Javac::kernel);
    }
}
