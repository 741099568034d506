// The profile's "Messages" section's texts, loaded with its chunk rather than the first page.
export const inboxEnUS = {
  inbox: {
    title: 'Messages',
    filter_label: 'Show',
    filter_all: 'All',
    filter_unread: 'Unread',
    unread_count: '{{count}} unread',
    read_all: 'Mark all as read',
    delete: 'Delete',
    delete_named: 'Delete "{{title}}"',
    unread_mark: 'Unread',
    loading: 'Loading your messages…',
    failed: 'Your messages could not be loaded.',
    retry: 'Try again',
    empty: 'You have no messages yet. News about your deposits, bonuses and limits will show here.',
    empty_unread: 'You have read all your messages.',
    more: 'Show more',
    kind: { system: 'Account', marketing: 'News' },
  },
};
