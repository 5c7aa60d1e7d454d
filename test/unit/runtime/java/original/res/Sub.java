package res;

public class Sub extends Middle implements HasShared {
    public int own;
    @Override public String describe() { return "sub " + super.describe(); }
}
