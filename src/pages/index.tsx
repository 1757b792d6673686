export default function Home() {
  return <main>Bonjour</main>;
}
