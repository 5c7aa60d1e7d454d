// The program of the CLASS_LOAD_HOOK test (test/agents/classhook): the agent
// rewrites Greeting.answer()'s "bipush 41; ireturn" to return 42 while the
// class loads. twice() pushes 41 too, but not right before an ireturn, so
// it must come out unchanged. Main.expected is what java prints.
public class Main {
  public static void main(String[] args) {
    System.out.println("answer " + Greeting.answer());
    System.out.println("twice " + Greeting.twice());
  }
}

class Greeting {
  static int answer() {
    return 41;
  }

  static int twice() {
    int x = 41;
    return x * 2;
  }
}
