fn main() {
    println!("planesforge");
}
