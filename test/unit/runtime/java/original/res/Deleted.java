package res;

// Its class file is deleted after compilation.
public class Deleted {
}
