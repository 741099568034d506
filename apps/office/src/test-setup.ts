import { configure } from '@testing-library/react';

// On two busy cores (a CI run beside other work) a lazily loaded panel can take more than
// the library's one second to appear: waiting longer costs nothing when it is quick.
configure({ asyncUtilTimeout: 5_000 });
