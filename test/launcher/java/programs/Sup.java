// The superclass of NeedsSup; left out of the fixtures' nosuper/ directory.
public class Sup {
}
