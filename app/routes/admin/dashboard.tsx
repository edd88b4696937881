// Placeholder until this screen is built; replaced by its own module.
export default function Placeholder() {
  return <p>This screen is being built.</p>;
}
