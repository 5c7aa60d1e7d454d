package layout;

public class Empty {
}
