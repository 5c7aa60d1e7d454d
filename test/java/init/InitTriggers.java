// Checks which actions initialize a class (new, getstatic, putstatic, invokestatic, subclass, Class.forName) and which do not (constants, arrays, class literals, inherited static via subclass).
public class InitTriggers {
    static void say(String s) { System.out.println(s); }

    static class ByNew { static { say("init ByNew"); } }
    static class ByGet { static int x = 5; static { say("init ByGet"); } }
    static class ByPut { static int x; static { say("init ByPut"); } }
    static class ByCall { static { say("init ByCall"); } static int call() { return 7; } }
    static class Constants {
        static final int INT = 12;
        static final String STR = "constant";
        static final Integer BOXED = 99;     // not a compile-time constant
        static { say("init Constants"); }
    }
    static class ArrayOnly { static { say("init ArrayOnly"); } }
    static class LiteralOnly { static { say("init LiteralOnly"); } }
    static class Parent { static int inherited = 3; static { say("init Parent"); } }
    static class Child extends Parent { static { say("init Child"); } }
    static class ForName { static { say("init ForName"); } }
    static class Nested { static { say("init Nested"); } static class Inner { static { say("init Nested.Inner"); } } }

    public static void main(String[] args) throws Exception {
        say("start");
        say("constant int " + Constants.INT);
        say("constant string " + Constants.STR);
        ArrayOnly[] arr = new ArrayOnly[3];
        ArrayOnly[][] arr2 = new ArrayOnly[2][2];
        say("arrays made " + arr.length + arr2.length);
        Class<?> lit = LiteralOnly.class;
        say("literal " + lit.getSimpleName());
        say("inherited via child " + Child.inherited);
        say("now child: " + new Child().getClass().getSimpleName());
        new ByNew();
        say("get " + ByGet.x);
        ByPut.x = 3;
        say("put done " + ByPut.x);
        say("call " + ByCall.call());
        say("boxed constant " + Constants.BOXED);
        Class<?> k = Class.forName("InitTriggers$ForName");
        say("forName returned " + k.getName());
        Class.forName("InitTriggers$ForName");
        say("inner first: " + new Nested.Inner().getClass().getName());
        say("outer later: " + new Nested().getClass().getName());
        say("end");
    }
}
