package res.hidden;

class Secretive {
}
