import { Link } from 'react-router';
import { PageTitle } from '@/ui/page-title';

const metals = [
  { label: 'Silver bullion', href: '/silver-bullion', text: 'Coins, bars and rounds from 1 oz to 100 oz, tubes and monster boxes.' },
  { label: 'Gold bullion', href: '/gold-bullion', text: 'Fractional and 1 oz coins, gram and kilo bars from the world’s mints.' },
  { label: 'Platinum bullion', href: '/platinum-bullion', text: 'Platinum coins and Valcambi and Argor Heraeus bars.' },
  { label: 'Copper', href: '/copper', text: 'Golden State Mint coins and Germania bars.' },
  { label: 'Jewelry', href: '/jewelry', text: 'Rings, earrings, necklaces, pendants, bracelets and chains.' },
];

export function Component() {
  return (
    <div className="page">
      <PageTitle title="Bullion priced live off the spot market" />
      <p>Silver, gold, platinum, palladium and copper coins, bars and rounds. Every price follows the live spot market.</p>
      <section aria-labelledby="shop-by-metal">
        <h2 id="shop-by-metal">Shop by metal</h2>
        <ul className="card-grid">
          {metals.map((m) => (
            <li key={m.href} className="card">
              <h3><Link to={m.href}>{m.label}</Link></h3>
              <p>{m.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
