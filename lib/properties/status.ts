// The status column of a property or a project: on offer, or withdrawn by an import (kept, so old
// links, the owner's history and a later return to the feed still find it).
export const AVAILABLE = 'available';
export const WITHDRAWN = 'withdrawn';
