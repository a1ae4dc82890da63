/** AIS vocabulary shared by the vessel model (which groups the ship type ids) and the speech layer (which names them). */

/**
 * What kind of ship an AIS target is, as sailors name it (AIS ship type ids grouped in
 * src/vessel/ais.ts `shipCategory`; each locale gives the words). 'vessel' when unknown.
 */
export type ShipCategory =
  | 'vessel'
  | 'cargo'
  | 'tanker'
  | 'passenger'
  | 'fishing'
  | 'sailing'
  | 'pleasure'
  | 'tug'
  | 'towing'
  | 'pilot'
  | 'searchAndRescue'
  | 'highSpeed'
  | 'military'
  | 'lawEnforcement'
  | 'dredger'
  | 'diving'
  | 'portTender'
  | 'antiPollution'
  | 'medical'
  | 'wingInGround';
