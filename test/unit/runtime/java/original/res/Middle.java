package res;

public class Middle extends Ancestor {
    @Override public String describe() { return "middle"; }
}
