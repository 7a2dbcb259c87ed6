// What the order benchmarks send: a delivery cart of the demo chain's round-the-clock restaurant
// (Умико на Баумана), found through the public catalog calls so it stays valid when the demo
// changes, and a signed-in person (SMS code from the development inbox).
const RESTO_ID = 201;
const PHONE = '+79990000777';
const API_KEY = 'bench';

async function json<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  if (!response.ok)
    throw new Error(`${init?.method ?? 'GET'} ${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

const postJson = <T>(url: string, body: unknown, headers: Record<string, string> = {}) =>
  json<T>(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

interface Resto {
  location: { lat: number; lng: number };
  address: string;
  menus: { id: number; isDelivery: boolean }[];
}
type Position = { id: number; name: string; price: number };
type Modifiers = { positionId: number; groups: { minCount: number }[] }[];
type TimeSlots = { positionIds: number[] }[];

/**
 * About 2 000 ₽ of dishes from the delivery menu that no time slot limits and no required modifier
 * group needs, delivered to the restaurant's own address (inside its zone): the 99 ₽ tier.
 */
export async function demoDeliveryCart(baseUrl: string) {
  const resto = await json<Resto>(`${baseUrl}/1/p/restos/${RESTO_ID}`);
  const menu = resto.menus.find((candidate) => candidate.isDelivery);
  if (!menu) throw new Error(`Demo resto ${RESTO_ID} has no delivery menu`);
  const positions = await json<Position[]>(`${baseUrl}/1/p/menus/${menu.id}/positions`);
  const slotted = new Set(
    (await json<TimeSlots>(`${baseUrl}/1/restos/${RESTO_ID}/position-time-slots`)).flatMap(
      (slot) => slot.positionIds,
    ),
  );
  const required = new Set(
    (await json<Modifiers>(`${baseUrl}/1/restos/${RESTO_ID}/positions/modifiers`))
      .filter((entry) => entry.groups.some((group) => group.minCount > 0))
      .map((entry) => entry.positionId),
  );
  const free = positions
    .filter((position) => !slotted.has(position.id) && !required.has(position.id))
    .slice(0, 3);
  const lines = free.map((position) => {
    const count = Math.max(1, Math.round(65000 / position.price));
    return {
      id: position.id,
      count,
      name: position.name,
      price: position.price,
      sum: position.price * count,
      modifiers: [],
    };
  });
  return {
    restoId: RESTO_ID,
    deliveryType: 'DELIVERY' as const,
    positions: lines,
    address: resto.address,
    location: resto.location,
  };
}

export async function orderDraft(baseUrl: string) {
  const { address, location, ...cart } = await demoDeliveryCart(baseUrl);
  return {
    ...cart,
    payType: 'CASH_UPON_RECEIPT',
    place: { address, location, apartment: '1' },
    comment: 'Бенчмарк',
    person: { email: 'bench@example.com', name: 'Бенч', phone: PHONE },
    personCount: 1,
    promoCode: null,
  };
}

/** Signs the bench person in through the phone flow; the API must run with the inbox (not production). */
export async function signInBenchPerson(
  baseUrl: string,
): Promise<{ personId: number; authorization: string }> {
  await postJson(`${baseUrl}/api/v1/sign/in/phone/code`, {
    apiKey: API_KEY,
    captchaToken: null,
    mode: 'WEB',
    phone: PHONE,
    whiteLabel: 'demo',
  });
  const inbox = await json<{ messages: { phone: string; text: string }[] }>(`${baseUrl}/dev/sms-inbox`);
  const code = /\b(\d{6})\b/.exec(
    inbox.messages.findLast((message) => message.phone === PHONE)?.text ?? '',
  )?.[1];
  if (!code) throw new Error('No SMS code in the development inbox');
  const tokens = await postJson<{ accessToken: string }>(`${baseUrl}/api/v1/sign/in/phone`, {
    apiKey: API_KEY,
    captchaToken: null,
    code,
    phone: PHONE,
  });
  const authorization = `Bearer ${tokens.accessToken}`;
  const me = await json<{ id: number }>(`${baseUrl}/api/v1/me`, { headers: { authorization } });
  return { personId: me.id, authorization };
}

/** Every order id of the person, read page by page from the API (which reads the orders table). */
export async function listOrderIds(
  baseUrl: string,
  personId: number,
  authorization: string,
): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 0; ; page += 1) {
    const answer = await json<{ content: { id: number }[]; page: { totalPages: number } }>(
      `${baseUrl}/api/v1/persons/${personId}/orders?page=${page}&size=100`,
      { headers: { authorization } },
    );
    ids.push(...answer.content.map((order) => order.id));
    if (page + 1 >= answer.page.totalPages) return ids;
  }
}
