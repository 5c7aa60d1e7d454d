package itf;

// changed/: gains a default pick(), which conflicts with Left's in Both.
public interface Right {
}
