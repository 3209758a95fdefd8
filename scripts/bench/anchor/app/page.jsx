// The anchor of the render benchmark (scripts/bench/load.ts): a bare Next page, dynamic, 24 rows of
// the benchmark's database read with better-sqlite3 and written as plain cards.
import Database from 'better-sqlite3';
import { connection } from 'next/server';

let firstCards;

export default async function Page() {
  await connection();
  firstCards ??= new Database(process.env.ANCHOR_DATABASE_FILE, { readonly: true }).prepare(
    'SELECT id, price, street, cityId FROM Property ORDER BY id LIMIT 24',
  );
  return (
    <main>
      <h1>Properties</h1>
      <ul>
        {firstCards.all().map((card) => (
          <li key={card.id}>
            <article>
              <h2>Property {card.id}</h2>
              <p>{card.price} EUR</p>
              <p>{card.street}</p>
              <a href={`/property/${card.id}/`}>Details</a>
            </article>
          </li>
        ))}
      </ul>
    </main>
  );
}
