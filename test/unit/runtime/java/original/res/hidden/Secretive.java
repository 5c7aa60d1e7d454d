package res.hidden;

// changed/: no longer public.
public class Secretive {
}
