package itf;

public class Both implements Left, Right {
}
