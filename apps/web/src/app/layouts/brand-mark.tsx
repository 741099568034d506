import { Link } from 'react-router';
import type { Configurations } from '@tribuna/contracts/configurations';

/** The brand's logo and name, linking home. */
export function BrandMark({ configuration }: { configuration: Configurations }) {
  const logo = configuration.logos.header[configuration.theme];
  return (
    <Link to="/" className="brand">
      <img className="brand__logo" src={logo} alt="" height="32" />
      <span className="brand__name" data-testid="brand-name">
        {configuration.name}
      </span>
    </Link>
  );
}
