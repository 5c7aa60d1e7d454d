package itf;

public class Specific implements Left, MoreSpecific {
}
