// Loupe benchmark: an interpreter loop. A tiny stack machine (int operand
// stack, registers, call/return stack) runs a program written for it with a
// small label-resolving assembler: for i in 0..n-1 it takes a pseudo-random
// start value in 1..65536 and counts the steps of the 3x+1 iteration to
// reach 1, calling a subroutine for each step, and folds the counts. The
// dispatch is a dense switch (tableswitch) over the opcodes.
//
// usage: Interp [s1|s10|s100|param=<n>]   (default s10)
// prints: bench Interp size=<size> time_ms=<ms> checksum=<c>   (see bench/README.md)

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;

final class Assembler {
    private int[] code = new int[64];
    private int length;
    private final HashMap<String, Integer> labels = new HashMap<>();
    private final List<String> fixupLabels = new ArrayList<>();
    private final List<Integer> fixupAt = new ArrayList<>();

    Assembler op(int opcode) {
        emit(opcode);
        return this;
    }

    Assembler op(int opcode, int operand) {
        emit(opcode);
        emit(operand);
        return this;
    }

    Assembler op(int opcode, int a, int b) {
        emit(opcode);
        emit(a);
        emit(b);
        return this;
    }

    Assembler jump(int opcode, String label) {
        emit(opcode);
        fixupLabels.add(label);
        fixupAt.add(length);
        emit(-1);
        return this;
    }

    Assembler label(String name) {
        if (labels.put(name, length) != null) {
            throw new IllegalStateException("label defined twice: " + name);
        }
        return this;
    }

    int[] finish() {
        for (int i = 0; i < fixupAt.size(); i++) {
            Integer target = labels.get(fixupLabels.get(i));
            if (target == null) {
                throw new IllegalStateException("undefined label: " + fixupLabels.get(i));
            }
            code[fixupAt.get(i)] = target;
        }
        int[] out = new int[length];
        System.arraycopy(code, 0, out, 0, length);
        return out;
    }

    private void emit(int word) {
        if (length == code.length) {
            int[] bigger = new int[code.length * 2];
            System.arraycopy(code, 0, bigger, 0, length);
            code = bigger;
        }
        code[length++] = word;
    }
}

final class StackMachine {
    static final int HALT = 0;
    static final int PUSH = 1;   // k        -> k
    static final int LOAD = 2;   // r        -> reg[r]
    static final int STORE = 3;  // r     v  ->
    static final int ADD = 4;
    static final int SUB = 5;
    static final int MUL = 6;
    static final int DIV = 7;
    static final int REM = 8;
    static final int AND = 9;
    static final int OR = 10;
    static final int XOR = 11;
    static final int SHL = 12;
    static final int SHR = 13;
    static final int LT = 14;    // a b -> a < b ? 1 : 0
    static final int EQ = 15;
    static final int JMP = 16;   // t
    static final int JZ = 17;    // t      v ->
    static final int JNZ = 18;   // t      v ->
    static final int DUP = 19;
    static final int POP = 20;
    static final int SWAP = 21;
    static final int INC = 22;   // r k    reg[r] += k
    static final int CALL = 23;  // t
    static final int RET = 24;

    private final int[] stack = new int[256];
    private final int[] regs = new int[16];
    private final int[] returns = new int[64];
    long executed;

    int run(int[] code, int arg) {
        int[] stack = this.stack;
        int[] regs = this.regs;
        int[] returns = this.returns;
        int sp = 0;
        int rp = 0;
        int pc = 0;
        long count = 0;
        regs[1] = arg;
        while (true) {
            count++;
            int op = code[pc++];
            switch (op) {
                case HALT:
                    executed += count;
                    return stack[sp - 1];
                case PUSH:
                    stack[sp++] = code[pc++];
                    break;
                case LOAD:
                    stack[sp++] = regs[code[pc++]];
                    break;
                case STORE:
                    regs[code[pc++]] = stack[--sp];
                    break;
                case ADD:
                    sp--;
                    stack[sp - 1] += stack[sp];
                    break;
                case SUB:
                    sp--;
                    stack[sp - 1] -= stack[sp];
                    break;
                case MUL:
                    sp--;
                    stack[sp - 1] *= stack[sp];
                    break;
                case DIV:
                    sp--;
                    stack[sp - 1] /= stack[sp];
                    break;
                case REM:
                    sp--;
                    stack[sp - 1] %= stack[sp];
                    break;
                case AND:
                    sp--;
                    stack[sp - 1] &= stack[sp];
                    break;
                case OR:
                    sp--;
                    stack[sp - 1] |= stack[sp];
                    break;
                case XOR:
                    sp--;
                    stack[sp - 1] ^= stack[sp];
                    break;
                case SHL:
                    sp--;
                    stack[sp - 1] <<= stack[sp];
                    break;
                case SHR:
                    sp--;
                    stack[sp - 1] >>= stack[sp];
                    break;
                case LT:
                    sp--;
                    stack[sp - 1] = stack[sp - 1] < stack[sp] ? 1 : 0;
                    break;
                case EQ:
                    sp--;
                    stack[sp - 1] = stack[sp - 1] == stack[sp] ? 1 : 0;
                    break;
                case JMP:
                    pc = code[pc];
                    break;
                case JZ:
                    pc = stack[--sp] == 0 ? code[pc] : pc + 1;
                    break;
                case JNZ:
                    pc = stack[--sp] != 0 ? code[pc] : pc + 1;
                    break;
                case DUP:
                    stack[sp] = stack[sp - 1];
                    sp++;
                    break;
                case POP:
                    sp--;
                    break;
                case SWAP: {
                    int t = stack[sp - 1];
                    stack[sp - 1] = stack[sp - 2];
                    stack[sp - 2] = t;
                    break;
                }
                case INC:
                    regs[code[pc]] += code[pc + 1];
                    pc += 2;
                    break;
                case CALL:
                    returns[rp++] = pc + 1;
                    pc = code[pc];
                    break;
                case RET:
                    pc = returns[--rp];
                    break;
                default:
                    throw new IllegalStateException("bad opcode " + op + " at " + (pc - 1));
            }
        }
    }
}

public class Interp {
    static final String NAME = "Interp";
    // Start values (outer iterations of the guest program) per size.
    static final int[] PARAMS = {1200, 12000, 120000};
    static final long[] CHECKSUMS = {-3517936750701852702L, -3996078078013966462L, -4918962491267722478L};

    // Guest program. r1 = n (argument), r0 = i, r2 = fold, r3 = x, r4 = steps.
    static int[] program() {
        Assembler a = new Assembler();
        a.op(StackMachine.PUSH, 0).op(StackMachine.STORE, 0);
        a.op(StackMachine.PUSH, 7).op(StackMachine.STORE, 2);
        a.label("outer");
        a.op(StackMachine.LOAD, 0).op(StackMachine.LOAD, 1).op(StackMachine.LT).jump(StackMachine.JZ, "end");
        // x = ((i * 40503) & 0xFFFF) + 1: a permutation of 1..65536 over each block of 65536 values of i
        a.op(StackMachine.LOAD, 0).op(StackMachine.PUSH, 40503).op(StackMachine.MUL)
         .op(StackMachine.PUSH, 0xFFFF).op(StackMachine.AND)
         .op(StackMachine.PUSH, 1).op(StackMachine.ADD).op(StackMachine.STORE, 3);
        a.op(StackMachine.PUSH, 0).op(StackMachine.STORE, 4);
        a.label("inner");
        a.op(StackMachine.LOAD, 3).op(StackMachine.PUSH, 1).op(StackMachine.EQ).jump(StackMachine.JNZ, "done");
        a.op(StackMachine.LOAD, 3).jump(StackMachine.CALL, "collatz").op(StackMachine.STORE, 3);
        a.op(StackMachine.INC, 4, 1);
        a.jump(StackMachine.JMP, "inner");
        a.label("done");
        // fold = (fold * 31) ^ steps, then fold += i % 7
        a.op(StackMachine.LOAD, 2).op(StackMachine.PUSH, 31).op(StackMachine.MUL)
         .op(StackMachine.LOAD, 4).op(StackMachine.XOR)
         .op(StackMachine.LOAD, 0).op(StackMachine.PUSH, 7).op(StackMachine.REM).op(StackMachine.ADD)
         .op(StackMachine.STORE, 2);
        a.op(StackMachine.INC, 0, 1);
        a.jump(StackMachine.JMP, "outer");
        a.label("end");
        a.op(StackMachine.LOAD, 2).op(StackMachine.HALT);
        // collatz(x): x even -> x / 2, odd -> 3x + 1
        a.label("collatz");
        a.op(StackMachine.DUP).op(StackMachine.PUSH, 1).op(StackMachine.AND).jump(StackMachine.JNZ, "odd");
        a.op(StackMachine.PUSH, 1).op(StackMachine.SHR).op(StackMachine.RET);
        a.label("odd");
        a.op(StackMachine.PUSH, 3).op(StackMachine.MUL).op(StackMachine.PUSH, 1).op(StackMachine.ADD)
         .op(StackMachine.RET);
        return a.finish();
    }

    static long kernel(int n) {
        int[] code = program();
        StackMachine m = new StackMachine();
        int fold = m.run(code, n);
        return ((long) fold << 32) ^ m.executed;
    }

    public static void main(String[] args) {
        BenchHarness.run(NAME, args, PARAMS, CHECKSUMS, Interp::kernel);
    }
}
