// The program of the -Xrun error test (test/agents/xrun): it runs only
// when the agent loaded.
public class Main {
  public static void main(String[] args) {
    System.out.println("ran");
  }
}
