import type { MessageTable } from '../messages';

// The store's refusals and its forms' rules (Spanish addresses the player as "tú").
export const storeMessages = {
  'store.item_not_found': {
    en_US: 'This item was not found.',
    es_ES: 'No se encontró este artículo.',
    pt_BR: 'Este item não foi encontrado.',
  },
  'store.order_not_found': {
    en_US: 'This order was not found.',
    es_ES: 'No se encontró este pedido.',
    pt_BR: 'Este pedido não foi encontrado.',
  },
  'store.item_inactive': {
    en_US: 'This item is not on sale right now.',
    es_ES: 'Este artículo no está a la venta en este momento.',
    pt_BR: 'Este item não está à venda no momento.',
  },
  'store.out_of_stock': {
    en_US: 'This item is sold out.',
    es_ES: 'Este artículo está agotado.',
    pt_BR: 'Este item está esgotado.',
  },
  'store.limit_reached_month': {
    en_US: 'You can buy this item {count} times a month: you have reached that limit.',
    es_ES: 'Puedes comprar este artículo {count} veces al mes: ya alcanzaste ese límite.',
    pt_BR: 'Você pode comprar este item {count} vezes por mês: você já atingiu esse limite.',
  },
  'store.limit_reached_lifetime': {
    en_US: 'You can buy this item {count} times: you have reached that limit.',
    es_ES: 'Puedes comprar este artículo {count} veces: ya alcanzaste ese límite.',
    pt_BR: 'Você pode comprar este item {count} vezes: você já atingiu esse limite.',
  },
  'store.on_break': {
    en_US: 'You cannot buy in the store during a time-out or a self-exclusion.',
    es_ES: 'No puedes comprar en la tienda durante una pausa o una autoexclusión.',
    pt_BR: 'Você não pode comprar na loja durante uma pausa ou uma autoexclusão.',
  },
  'store.address_required': {
    en_US: 'Enter the delivery address for this item.',
    es_ES: 'Ingresa la dirección de entrega de este artículo.',
    pt_BR: 'Informe o endereço de entrega deste item.',
  },
  'store.phone_invalid': {
    en_US: 'Enter a phone number of 6 to 20 digits.',
    es_ES: 'Ingresa un teléfono de 6 a 20 dígitos.',
    pt_BR: 'Informe um telefone de 6 a 20 dígitos.',
  },
  'store.postal_code_invalid': {
    en_US: 'Enter a postal code of 3 to 12 letters or digits.',
    es_ES: 'Ingresa un código postal de 3 a 12 letras o dígitos.',
    pt_BR: 'Informe um CEP de 3 a 12 letras ou dígitos.',
  },
  'store.kind_invalid': {
    en_US: 'Choose what the item is.',
    es_ES: 'Elige qué es el artículo.',
    pt_BR: 'Escolha o que é o item.',
  },
  'store.campaign_required': {
    en_US: 'Choose the bonus campaign this item gives.',
    es_ES: 'Elige la campaña de bono que da este artículo.',
    pt_BR: 'Escolha a campanha de bônus que este item dá.',
  },
  'store.campaign_invalid': {
    en_US: 'Choose one of the brand’s campaigns of the same kind as the item.',
    es_ES: 'Elige una campaña de la marca del mismo tipo que el artículo.',
    pt_BR: 'Escolha uma campanha da marca do mesmo tipo do item.',
  },
  'store.name_required': {
    en_US: 'Give the item a name in at least one language.',
    es_ES: 'Ponle un nombre al artículo en al menos un idioma.',
    pt_BR: 'Dê um nome ao item em pelo menos um idioma.',
  },
  'store.price_invalid': {
    en_US: 'The price is a whole number of miles, at least 1.',
    es_ES: 'El precio es un número entero de millas, de al menos 1.',
    pt_BR: 'O preço é um número inteiro de milhas, de pelo menos 1.',
  },
  'store.stock_invalid': {
    en_US: 'The stock is a whole number, 0 or more.',
    es_ES: 'El stock es un número entero, 0 o más.',
    pt_BR: 'O estoque é um número inteiro, 0 ou mais.',
  },
  'store.stock_required': {
    en_US: 'A physical item needs a stock.',
    es_ES: 'Un artículo físico necesita un stock.',
    pt_BR: 'Um item físico precisa de estoque.',
  },
  'store.limit_invalid': {
    en_US: 'The limit is a whole number of purchases, at least 1.',
    es_ES: 'El límite es un número entero de compras, de al menos 1.',
    pt_BR: 'O limite é um número inteiro de compras, de pelo menos 1.',
  },
  'store.order_not_placed': {
    en_US: 'Only an order that has not shipped yet can be shipped or cancelled.',
    es_ES: 'Solo un pedido que aún no se envió puede enviarse o cancelarse.',
    pt_BR: 'Só um pedido que ainda não foi enviado pode ser enviado ou cancelado.',
  },
  'store.order_not_shipped': {
    en_US: 'Only a shipped order can be marked delivered.',
    es_ES: 'Solo un pedido enviado puede marcarse como entregado.',
    pt_BR: 'Só um pedido enviado pode ser marcado como entregue.',
  },
  // The player's messages about their orders (the inbox renders them in the reader's language).
  'store.inbox.placed_title': {
    en_US: 'Order placed',
    es_ES: 'Pedido realizado',
    pt_BR: 'Pedido feito',
  },
  'store.inbox.placed_body': {
    en_US: 'We have your order of "{item}". We will tell you when it ships.',
    es_ES: 'Recibimos tu pedido de "{item}". Te avisaremos cuando se envíe.',
    pt_BR: 'Recebemos seu pedido de "{item}". Avisaremos quando for enviado.',
  },
  'store.inbox.shipped_title': {
    en_US: 'Order shipped',
    es_ES: 'Pedido enviado',
    pt_BR: 'Pedido enviado',
  },
  'store.inbox.shipped_body': {
    en_US: 'Your order of "{item}" is on its way. Follow it in Orders, in your profile.',
    es_ES: 'Tu pedido de "{item}" está en camino. Síguelo en Pedidos, en tu perfil.',
    pt_BR: 'Seu pedido de "{item}" está a caminho. Acompanhe em Pedidos, no seu perfil.',
  },
  'store.inbox.delivered_title': {
    en_US: 'Order delivered',
    es_ES: 'Pedido entregado',
    pt_BR: 'Pedido entregue',
  },
  'store.inbox.delivered_body': {
    en_US: 'Your order of "{item}" has been delivered. Enjoy it!',
    es_ES: 'Tu pedido de "{item}" fue entregado. ¡Disfrútalo!',
    pt_BR: 'Seu pedido de "{item}" foi entregue. Aproveite!',
  },
  'store.inbox.cancelled_title': {
    en_US: 'Order cancelled',
    es_ES: 'Pedido cancelado',
    pt_BR: 'Pedido cancelado',
  },
  'store.inbox.cancelled_body': {
    en_US: 'Your order of "{item}" was cancelled and its miles are back in your balance.',
    es_ES: 'Tu pedido de "{item}" fue cancelado y sus millas volvieron a tu saldo.',
    pt_BR: 'Seu pedido de "{item}" foi cancelado e as milhas voltaram ao seu saldo.',
  },
} satisfies MessageTable;
