// The one page: a heading, a paragraph and one image (a demo dish picture, as the dish page shows).
export const meta = () => [{ title: 'Reference page' }];

export default function Home() {
  return (
    <main>
      <h1>Philadelphia</h1>
      <p>Salmon, cream cheese and cucumber, rolled in rice and nori. 8 pieces, 240 g.</p>
      <img src="/dish.svg" alt="Philadelphia roll" width={320} height={180} />
    </main>
  );
}
